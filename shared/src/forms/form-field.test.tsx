import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, type InputProps } from 'antd-mobile';
import { lazy, Suspense, type ReactElement } from 'react';
import { fieldRule, FormField, type FormFieldProps } from './form-field';

const ageRule = fieldRule((value: string | undefined) =>
  !value ? 'Age is required' : /^\d+$/.test(value) ? null : 'Digits only',
);

function Harness({ field, control }: { field?: Partial<FormFieldProps>; control?: ReactElement }) {
  const [form] = Form.useForm<{ age?: string }>();
  return (
    <Form form={form}>
      <FormField name="age" label="Age" rules={[ageRule]} {...field}>
        {control ?? <Input aria-label="Age" />}
      </FormField>
      <Button onClick={() => void form.validateFields().catch(() => undefined)}>Check</Button>
      {/* What a page does with a refusal that names the field. */}
      <Button onClick={() => form.setFields([{ name: 'age', errors: ['Not your age'] }])}>Refuse</Button>
    </Form>
  );
}

const age = () => screen.getByRole('textbox', { name: 'Age' });
const check = () => userEvent.click(screen.getByRole('button', { name: 'Check' }));

test('a rule’s message is said under the field and named by the native input itself', async () => {
  const { container } = render(<Harness />);
  await userEvent.type(age(), '4x');
  expect(screen.queryByRole('alert')).toBeNull();
  await check();
  expect(await screen.findByRole('alert')).toHaveTextContent('Digits only');
  expect(age()).toHaveAttribute('aria-invalid', 'true');
  expect(age()).toHaveAccessibleDescription('Digits only');
  expect(container.querySelector('.adm-input')).not.toHaveAttribute('aria-invalid');
  // antd-mobile's own message (no id, no role) is not drawn beside it.
  expect(screen.getAllByText('Digits only')).toHaveLength(1);

  await userEvent.type(age(), '2');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(age()).not.toHaveAttribute('aria-invalid');
  expect(age()).not.toHaveAttribute('aria-describedby');
  expect(age()).toHaveValue('4x2');
});

test('a server’s message put at the field keeps what was typed and stays until the field changes', async () => {
  render(<Harness field={{ checkOnBlur: 'always' }} />);
  await userEvent.type(age(), '42');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Not your age');
  expect(age()).toHaveAccessibleDescription('Not your age');
  expect(age()).toHaveValue('42');
  await userEvent.click(age());
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Not your age');
  await userEvent.type(age(), '1');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('checkOnBlur "filled" checks a field the renter leaves only once something is in it', async () => {
  render(<Harness field={{ checkOnBlur: 'filled' }} />);
  await userEvent.click(age());
  await userEvent.tab();
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.type(age(), 'x');
  await userEvent.tab();
  expect(await screen.findByRole('alert')).toHaveTextContent('Digits only');
});

test('a counter always describes the field, a hint shows while there is no message', async () => {
  render(
    <>
      <p id="age-counter">0/3</p>
      <Harness field={{ describedBy: 'age-counter', hint: <span>Years, in digits</span> }} />
    </>,
  );
  expect(age()).toHaveAccessibleDescription('0/3');
  expect(screen.getByText('Years, in digits')).toBeInTheDocument();
  await check();
  expect(await screen.findByRole('alert')).toHaveTextContent('Age is required');
  expect(age()).toHaveAccessibleDescription('0/3 Age is required');
  expect(screen.queryByText('Years, in digits')).toBeNull();
});

test('a control mounted late (a lazily loaded input, like CodeInput) still gets its aria', async () => {
  let load: () => void = () => undefined;
  const Late = lazy(
    () => new Promise<{ default: typeof Input }>((resolve) => (load = () => resolve({ default: Input }))),
  );
  // React 19 hands a function component its ref as a prop: CodeInput passes it on the same way.
  const LazyInput = (props: InputProps) => (
    <Suspense fallback={null}>
      <Late {...props} />
    </Suspense>
  );
  render(<Harness control={<LazyInput aria-label="Age" />} />);
  await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Not your age');
  await act(async () => load());
  expect(age()).toHaveAttribute('aria-invalid', 'true');
  expect(age()).toHaveAccessibleDescription('Not your age');
});

test('a control reporting a new but equal list (an uploader after a failed upload) keeps the message', async () => {
  const Picks = ({ value = [], onChange }: { value?: string[]; onChange?: (picked: string[]) => void }) => (
    <>
      <button type="button" onClick={() => onChange?.([...value])}>
        Same again
      </button>
      <button type="button" onClick={() => onChange?.([...value, 'one'])}>
        Pick one
      </button>
    </>
  );
  render(<Harness control={<Picks />} />);
  await userEvent.click(screen.getByRole('button', { name: 'Pick one' }));
  await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  await userEvent.click(screen.getByRole('button', { name: 'Same again' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Not your age');
  await userEvent.click(screen.getByRole('button', { name: 'Pick one' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
