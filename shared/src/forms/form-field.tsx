import { Form, type FormItemProps } from 'antd-mobile';
import { cloneElement, useCallback, useId, type ReactElement, type ReactNode, type Ref } from 'react';

type FormInstance = ReturnType<typeof Form.useForm>[0];
type NamePath = string | number | (string | number)[];
type Rule = NonNullable<FormItemProps['rules']>[number];
type Handler = (...args: unknown[]) => void;
type BlurCheck = 'always' | 'filled';

/**
 * A rule from a check that returns the field's message, or nothing when the value is fine. The
 * check may read the other fields (`form`): a date range or a list without repeats needs them.
 */
export function fieldRule<T = string>(check: (value: T, form: FormInstance) => string | null | undefined): Rule {
  return (form) => ({
    validator: async (_rule, value: T) => {
      const message = check(value, form);
      if (message) throw new Error(message);
    },
  });
}

export interface FormFieldProps extends Omit<
  FormItemProps,
  'name' | 'children' | 'noStyle' | 'hasFeedback' | 'trigger' | 'validateTrigger'
> {
  name: NamePath;
  /** The control: antd-mobile's Input or TextArea, or any element whose ref is the field itself. */
  children: ReactElement;
  /**
   * Rules run on submit (`validateFields`), never while the renter types; with this, also when they
   * leave the field, unless it already shows a message (a server's stays until they change it).
   */
  checkOnBlur?: BlurCheck;
  /** What always describes the field (a character counter's id). */
  describedBy?: string;
  /** Said under the field while it has no message. */
  hint?: ReactNode;
}

/**
 * A Form.Item whose message (a rule's, or a server's set with `form.setFields`) is said under it
 * with role="alert", and named by the native input's own aria-invalid and aria-describedby:
 * antd-mobile puts aria props on its wrapper and its own message has no id. Typing clears it.
 */
export function FormField({ name, children, checkOnBlur, describedBy, hint, description, ...item }: FormFieldProps) {
  const messageId = useId();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const message = form.getFieldError(name)[0];
        const below = message ? (
          <div id={messageId} role="alert" className="adm-form-item-feedback-error">
            {message}
          </div>
        ) : (
          hint
        );
        return (
          <Form.Item
            validateFirst
            {...item}
            name={name}
            hasFeedback={false}
            validateTrigger={[]}
            description={
              description || below ? (
                <>
                  {description}
                  {below}
                </>
              ) : undefined
            }
          >
            <Control
              control={children}
              form={form}
              name={name}
              checkOnBlur={checkOnBlur}
              invalid={message !== undefined}
              describedBy={[describedBy, message && messageId].filter(Boolean).join(' ') || undefined}
            />
          </Form.Item>
        );
      }}
    </Form.Item>
  );
}

interface ControlProps {
  control: ReactElement;
  form: FormInstance;
  name: NamePath;
  checkOnBlur: BlurCheck | undefined;
  invalid: boolean;
  describedBy: string | undefined;
  /** Form.Item's change handler, into the store; the value and id it adds come as the rest. */
  onChange?: Handler;
}

interface OwnProps {
  id?: string;
  onChange?: Handler;
  onBlur?: Handler;
  ref?: Ref<unknown>;
}

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** Some controls report a change with a new but equal list (an uploader after a failed upload). */
const differ = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length !== b.length || a.some((item, i) => item !== b[i]) : a !== b;

function setRef(ref: Ref<unknown> | undefined, instance: unknown) {
  if (typeof ref === 'function') ref(instance);
  else if (ref) ref.current = instance;
}

function Control({ control, form, name, checkOnBlur, invalid, describedBy, onChange, ...store }: ControlProps) {
  const own = control.props as OwnProps;
  const ownRef = own.ref;
  // A new ref when the state changes: React hands it the field again, also one mounted late (lazily).
  const ref = useCallback(
    (instance: unknown) => {
      setRef(ownRef, instance);
      const el =
        instance instanceof Element ? instance : (instance as { nativeElement?: Element } | null)?.nativeElement;
      if (!el) return;
      if (invalid) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
      if (describedBy) el.setAttribute('aria-describedby', describedBy);
      else el.removeAttribute('aria-describedby');
    },
    [ownRef, invalid, describedBy],
  );
  const hasMessage = () => form.getFieldError(name).length > 0;
  return cloneElement(control, {
    ...store,
    id: own.id ?? (store as { id?: string }).id,
    ref,
    onChange: (...args: unknown[]) => {
      const before: unknown = form.getFieldValue(name);
      onChange?.(...args);
      own.onChange?.(...args);
      if (hasMessage() && differ(before, form.getFieldValue(name))) form.setFields([{ name, errors: [] }]);
    },
    onBlur: (...args: unknown[]) => {
      own.onBlur?.(...args);
      if (!checkOnBlur || hasMessage()) return;
      if (checkOnBlur === 'filled' && isEmpty(form.getFieldValue(name))) return;
      form.validateFields([name]).catch(() => undefined);
    },
  } as Record<string, unknown>);
}
