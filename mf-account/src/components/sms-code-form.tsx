import {
  isApiError,
  isMobile,
  isVerificationCode,
  normalizeMobile,
  MOBILE_INPUT_MAX_LENGTH,
  CodeInput,
  useOnline,
  userMessage,
} from '@rental/shared';
import { fieldRule, FormField } from '@rental/shared/form-field';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Button, Form, Input } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../api/send-sms-code';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { loginResendTimes, RESEND_SECONDS } from '../lib/countdown';
import './sms-code-form.css';

/** 13800138000 → 138****8000, as the wallet and the carrier write a number on screen. */
const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

interface Props {
  submitText: string;
  submittingText: string;
  /** Sends mobile + code; rejects with the API error to show at the code field. */
  onSubmit: (mobile: string, code: string) => Promise<void>;
  /** A local check of the number before any code is sent (e.g. "same as now"); a message or null. */
  checkMobile?: (mobile: string) => string | null;
  mobileLabel: string;
  footer?: ReactNode;
  /** After a reload, put back the number whose resend countdown is still running. */
  restoreMobile?: boolean;
}

interface Values {
  mobile: string;
  code: string;
}

/**
 * Mobile number, a code with its 60 s resend countdown, and a submit button: bad input is said
 * at its field, nothing typed is lost on a server error, and every button sends once.
 */
export function SmsCodeForm({
  submitText,
  submittingText,
  onSubmit,
  checkMobile,
  mobileLabel,
  footer,
  restoreMobile = false,
}: Props) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const [initial] = useState(() => ({
    mobile: restoreMobile ? loginResendTimes.latestPending(Date.now()) : '',
    code: '',
  }));
  const [sending, setSending] = useState(false);
  /** The number the last code went to: the renter sees where to look for it. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Sending a code and submitting share one lock: never both at once.
  const lock = useSubmitLock();
  const online = useOnline();
  const mobile = normalizeMobile(Form.useWatch('mobile', form) ?? initial.mobile);
  const { seconds, start } = useResendCountdown(mobile);

  const mobileRule = fieldRule((raw: string) => {
    const value = normalizeMobile(raw);
    if (!value) return t('sms.mobileRequired');
    return isMobile(value) ? checkMobile?.(value) : t('sms.mobileInvalid');
  });
  const codeRule = fieldRule((code: string) =>
    isVerificationCode(code) ? null : t(code ? 'sms.codeInvalid' : 'sms.codeRequired'),
  );

  const send = () =>
    lock.run(async () => {
      if (seconds > 0) return;
      // Busy from the tap on, not from after the check: a second tap finds the button loading.
      setSending(true);
      try {
        const values = await form.validateFields(['mobile']).catch(() => null);
        if (!values) return;
        const to = normalizeMobile(values.mobile);
        const sent = await sendSmsCode(to);
        if (!sent) return;
        start(sent.resendAfter || RESEND_SECONDS);
        setSentTo(to);
        form.setFields([{ name: 'code', errors: [] }]);
      } catch (error) {
        // 429: the server still throttles this number; its message says how long.
        if (isApiError(error) && error.code === 429) start(RESEND_SECONDS);
        form.setFields([{ name: 'mobile', errors: [userMessage(error, t('sms.sendFailed'))] }]);
      } finally {
        setSending(false);
      }
    });

  const submit = () =>
    lock.run(async () => {
      setSubmitting(true);
      try {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        await onSubmit(normalizeMobile(values.mobile), values.code);
      } catch (error) {
        form.setFields([{ name: 'code', errors: [userMessage(error, t('sms.submitFailed'))] }]);
      } finally {
        setSubmitting(false);
      }
    });

  const sendLabel = seconds > 0 ? t('sms.resendIn', { seconds }) : t('sms.send');
  return (
    <Form
      form={form}
      name="acc-sms"
      initialValues={initial}
      onFinish={() => void submit()}
      layout="vertical"
      className="acc-sms-form"
      footer={
        <>
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            loading={submitting}
            disabled={!online}
            loadingText={submittingText}
            onClick={() => void submit()}
          >
            {submitText}
          </Button>
          {footer}
        </>
      }
    >
      <FormField name="mobile" label={mobileLabel} rules={[mobileRule]}>
        <Input
          aria-label={mobileLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('sms.mobilePlaceholder')}
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          clearable
        />
      </FormField>
      <FormField
        name="code"
        label={t('sms.codeLabel')}
        rules={[codeRule]}
        extra={
          <Button
            size="small"
            color="primary"
            fill="none"
            className="acc-sms-send"
            disabled={seconds > 0}
            loading={sending}
            onClick={() => void send()}
          >
            {sendLabel}
          </Button>
        }
      >
        <CodeInput aria-label={t('sms.codeLabel')} placeholder={t('sms.codePlaceholder')} />
      </FormField>
      <p role="status" className="acc-sms-sent">
        {sentTo !== null && sentTo === mobile ? t('sms.sentTo', { mobile: maskMobile(sentTo) }) : ''}
      </p>
    </Form>
  );
}
