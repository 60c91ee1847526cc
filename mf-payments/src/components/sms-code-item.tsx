import { CodeInput } from '@rental/shared';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './sms-code-item.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Seconds until a new code may be asked for; 0 when it may. */
  seconds: number;
  sending: boolean;
  onSend: () => void;
  /** Id of the message under the field when the code is wrong. */
  errorId?: string;
}

/** The SMS code field with its "get code" / "resend in 59 s" button, for binding and for paying. */
export function SmsCodeItem({ value, onChange, seconds, sending, onSend, errorId }: Props) {
  const { t } = useTranslation('payments');
  return (
    <Form.Item
      label={t('form.code')}
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
      <CodeInput
        aria-label={t('form.code')}
        placeholder={t('form.codePlaceholder')}
        value={value}
        onChange={onChange}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
      />
    </Form.Item>
  );
}
