import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeInput } from '../validators';

import type { CodeInput } from './code-input';

type Props = Parameters<typeof CodeInput>[0];

/**
 * A verification-code field: a pasted `123 456` or `１２３４５６` arrives as `123456` (the raw text
 * may be longer than the code, so no `maxLength` cuts it first); letters are refused at the field,
 * with a word why.
 */
export default function CodeInputField({ value, onChange, length = 6, ...rest }: Props) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        {...rest}
        value={value}
        onChange={(raw) => {
          const digits = codeInput(raw, length);
          setRefused(digits === null);
          if (digits !== null) onChange?.(digits);
        }}
      />
      {refused && (
        <span role="alert" className="rental-input-hint" style={{ color: 'var(--adm-color-danger)', fontSize: 12 }}>
          {t('input.digitsOnly')}
        </span>
      )}
    </>
  );
}
