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
  const [mobileRaw, setMobileRaw] = useState(() => (restoreMobile ? loginResendTimes.latestPending(Date.now()) : ''));
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The number the last code went to: the renter sees where to look for it. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Sending a code and submitting share one lock: never both at once.
  const lock = useSubmitLock();
  const online = useOnline();
  const mobile = normalizeMobile(mobileRaw);
  const { seconds, start } = useResendCountdown(mobile);

  const validateMobile = (): boolean => {
    const problem = !mobile
      ? t('sms.mobileRequired')
      : !isMobile(mobile)
        ? t('sms.mobileInvalid')
        : (checkMobile?.(mobile) ?? null);
    setMobileError(problem);
    return problem === null;
  };

  const send = () =>
    lock.run(async () => {
      if (seconds > 0 || !validateMobile()) return;
      setSending(true);
      try {
        const sent = await sendSmsCode(mobile);
        if (!sent) return;
        start(sent.resendAfter || RESEND_SECONDS);
        setSentTo(mobile);
        setCodeError(null);
      } catch (error) {
        // 429: the server still throttles this number; its message says how long.
        if (isApiError(error) && error.code === 429) start(RESEND_SECONDS);
        setMobileError(userMessage(error, t('sms.sendFailed')));
      } finally {
        setSending(false);
      }
    });

  const submit = () =>
    lock.run(async () => {
      const mobileOk = validateMobile();
      const digits = code;
      const codeOk = isVerificationCode(digits);
      setCodeError(codeOk ? null : t(digits ? 'sms.codeInvalid' : 'sms.codeRequired'));
      if (!mobileOk || !codeOk) return;
      setSubmitting(true);
      try {
        await onSubmit(mobile, digits);
      } catch (error) {
        setCodeError(userMessage(error, t('sms.submitFailed')));
      } finally {
        setSubmitting(false);
      }
    });

  const sendLabel = seconds > 0 ? t('sms.resendIn', { seconds }) : t('sms.send');
  return (
    <Form
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
      <Form.Item label={mobileLabel}>
        <Input
          id="acc-sms-mobile"
          aria-label={mobileLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('sms.mobilePlaceholder')}
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          clearable
          value={mobileRaw}
          onChange={(value) => {
            setMobileRaw(value);
            setMobileError(null);
          }}
          aria-invalid={mobileError !== null}
          aria-describedby={mobileError ? 'acc-sms-mobile-error' : undefined}
        />
      </Form.Item>
      {mobileError && (
        <p id="acc-sms-mobile-error" role="alert" className="acc-field-error">
          {mobileError}
        </p>
      )}
      <Form.Item
        label={t('sms.codeLabel')}
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
        <CodeInput
          id="acc-sms-code"
          aria-label={t('sms.codeLabel')}
          placeholder={t('sms.codePlaceholder')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          aria-invalid={codeError !== null}
          aria-describedby={codeError ? 'acc-sms-code-error' : undefined}
        />
      </Form.Item>
      {codeError && (
        <p id="acc-sms-code-error" role="alert" className="acc-field-error">
          {codeError}
        </p>
      )}
      <p role="status" className="acc-sms-sent">
        {sentTo !== null && sentTo === mobile ? t('sms.sentTo', { mobile: maskMobile(sentTo) }) : ''}
      </p>
    </Form>
  );
}
