import { CodeInput } from '@rental/shared';
import { fieldRule, FormField } from '@rental/shared/form-field';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeProblem } from '../lib/card-form-rules';
import './sms-code-item.css';

interface Props {
  /** Seconds until a new code may be asked for; 0 when it may. */
  seconds: number;
  sending: boolean;
  onSend: () => void;
  /** Said under the field while it has no message (where the code went). */
  hint?: ReactNode;
}

/**
 * The SMS code field (`code` in its form) with its "get code" / "resend in 59 s" button, for binding
 * and for paying.
 */
export function SmsCodeItem({ seconds, sending, onSend, hint }: Props) {
  const { t } = useTranslation('payments');
  const codeRule = fieldRule((code: string) => {
    const problem = codeProblem(code);
    return problem && t(`form.errors.${problem}`);
  });
  return (
    <FormField
      name="code"
      label={t('form.code')}
      rules={[codeRule]}
      hint={hint}
      extra={
        <Button
          size="small"
          color="primary"
          fill="none"
          className="pay-code-button"
          disabled={seconds > 0}
          loading={sending}
          onClick={onSend}
        >
          {seconds > 0 ? t('form.resendIn', { seconds }) : t('form.send')}
        </Button>
      }
    >
      <CodeInput aria-label={t('form.code')} placeholder={t('form.codePlaceholder')} />
    </FormField>
  );
}
