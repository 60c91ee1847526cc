import type { InputProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

interface Props extends Omit<InputProps, 'value' | 'onChange' | 'maxLength'> {
  /** Optional inside a form's field, whose store hands them in. */
  value?: string;
  onChange?: (digits: string) => void;
  /** How many digits the code has (6 by default). */
  length?: number;
}

// Loaded with the first page that asks for a code, not with the shell: antd-mobile's Input is not
// on the home screen, and @rental/shared is.
const CodeInputField = lazy(() => import(/* webpackChunkName: "code-input" */ './code-input-field'));

/**
 * A verification-code field: a pasted `123 456` or `１２３４５６` arrives as `123456` (the raw text
 * may be longer than the code, so no `maxLength` cuts it first); letters are refused at the field,
 * with a word why.
 */
export function CodeInput({ ...props }: Props) {
  return (
    <Suspense fallback={<span className="rental-field-placeholder" aria-busy="true" />}>
      <CodeInputField {...props} />
    </Suspense>
  );
}
