import { isApiError, normalizeInput, useNavigate, userMessage } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payByCard } from '../../api/pay-by-card';
import { sendPaySms } from '../../api/send-pay-sms';
import { PATHS, withQuery } from '../../lib/app-links';
import { retryAfter } from '../../lib/card-form-rules';
import { payCountdownKey, RESEND_SECONDS } from '../../lib/countdown';
import { useResendCountdown } from '../../hooks/use-resend-countdown';

/** The card checkout's code and pay button: one code request and one payment per tap. */
export function useCardCheckout(tradeNo: string, orderId: number | undefined) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ code: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [paying, setPaying] = useState(false);
  const lock = useSubmitLock();
  const countdown = useResendCountdown(payCountdownKey(tradeNo));

  // Sending the code and paying share one lock: never both at once. Either refusal is about the code.
  const guarded = (setBusy: (b: boolean) => void, task: () => Promise<void>) =>
    lock.run(async () => {
      setBusy(true);
      try {
        await task();
      } catch (e) {
        const wait = isApiError(e) ? retryAfter(e.data) : null;
        if (wait) countdown.start(wait);
        form.setFields([{ name: 'code', errors: [userMessage(e, t('requestFailed', { ns: 'errors' }))] }]);
      } finally {
        setBusy(false);
      }
    });

  const send = () =>
    guarded(setSending, async () => {
      if (countdown.seconds > 0) return;
      const sent = await sendPaySms(tradeNo);
      if (!sent) return;
      countdown.start(sent.resendIn || RESEND_SECONDS);
      setSentTo(sent.mobileMasked);
      form.setFields([{ name: 'code', errors: [] }]);
    });

  const pay = () =>
    guarded(setPaying, async () => {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      const trade = await payByCard(tradeNo, normalizeInput(values.code));
      if (!trade) return;
      await navigate(withQuery(PATHS.paymentResult, { tradeNo, orderId: orderId ?? trade.orderId }), { replace: true });
    });

  return { form, sentTo, sending, paying, seconds: countdown.seconds, send, pay };
}
