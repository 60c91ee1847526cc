import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeOverlays, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import { IdForm } from './id-form';

setupApiServer();
afterEach(closeOverlays);

const render = () =>
  renderWithProviders(<IdForm onSubmitted={() => undefined} />, {
    token: 'tok',
    namespace: { ns: 'account', load: loadMessages },
  });

test('the ID number is checked as the renter leaves it once typed; the name waits for the submit', async () => {
  await render();
  const name = screen.getByRole('textbox', { name: '姓名' });
  const idNumber = screen.getByRole('textbox', { name: '身份证号' });
  await userEvent.click(idNumber);
  await userEvent.tab();
  await userEvent.type(name, 'x1');
  await userEvent.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.type(idNumber, '110105199003071238');
  await userEvent.tab();
  expect(await screen.findByRole('alert')).toHaveTextContent('身份证号码不正确');
  expect(idNumber).toHaveAttribute('aria-invalid', 'true');
  expect(idNumber).toHaveAccessibleDescription('身份证号码不正确，请核对（18 位，末位可为 X）');

  await userEvent.type(idNumber, '{Backspace}9');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(idNumber).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(idNumber).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('请上传人像面')).toBeInTheDocument();
});
