import { isApiError, normalizeInput, useNavigate } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useState } from 'react';
import { payByCard } from '../../api/pay-by-card';
import { sendPaySms } from '../../api/send-pay-sms';
import { PATHS, withQuery } from '../../lib/app-links';
import { codeProblem, retryAfter, type FieldProblem } from '../../lib/card-form-rules';
import { payCountdownKey, RESEND_SECONDS } from '../../lib/countdown';
import { useResendCountdown } from '../../hooks/use-resend-countdown';

export type CodeMessage = { rule: FieldProblem } | { text: string };

/** The card checkout's code and pay button: one code request and one payment per tap. */
export function useCardCheckout(tradeNo: string, orderId: number | undefined) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeMessage | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [paying, setPaying] = useState(false);
  const lock = useSubmitLock();
  const countdown = useResendCountdown(payCountdownKey(tradeNo));

  // Sending the code and paying share one lock: never both at once.
  const guarded = (setBusy: (b: boolean) => void, task: () => Promise<void>) =>
    lock.run(async () => {
      setBusy(true);
      try {
        await task();
      } catch (e) {
        if (isApiError(e)) {
          const wait = retryAfter(e.data);
          if (wait) countdown.start(wait);
          setError({ text: e.msg });
        }
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
      setError(null);
    });

  const pay = () =>
    guarded(setPaying, async () => {
      const rule = codeProblem(code);
      if (rule) {
        setError({ rule });
        return;
      }
      const trade = await payByCard(tradeNo, normalizeInput(code));
      if (!trade) return;
      await navigate(withQuery(PATHS.paymentResult, { tradeNo, orderId: orderId ?? trade.orderId }), { replace: true });
    });

  return {
    code,
    setCode: (value: string) => {
      setCode(value);
      setError(null);
    },
    error,
    sentTo,
    sending,
    paying,
    seconds: countdown.seconds,
    send,
    pay,
  };
}
