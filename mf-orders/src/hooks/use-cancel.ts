import { toast, userMessage } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelQuote } from '../api/cancel-types';
import { cancelOrder } from '../api/cancel-order';
import { getCancelQuote } from '../api/get-cancel-quote';
import type { OrderDetail } from '../api/types';

export type QuoteState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; quote: CancelQuote };

/**
 * Cancelling, what it gives back first: the sheet opens with the server's quote (refunds, where to,
 * how long, the deposit), and the cancel is sent once (a second tap while one runs is ignored). A
 * failure stays on the sheet with a retry, and the reason typed stays with it.
 */
export function useCancel(orderId: number, onChanged: (detail?: OrderDetail) => void) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState<QuoteState>({ kind: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const { run, busy: sending } = useSubmitLock();

  const loadQuote = useCallback(async () => {
    setQuote({ kind: 'loading' });
    try {
      const answer = await getCancelQuote(orderId);
      if (answer) setQuote({ kind: 'ready', quote: answer });
      else setQuote({ kind: 'failed', message: t('manage.cancel.quoteFailed') });
    } catch (error) {
      setQuote({ kind: 'failed', message: userMessage(error, t('manage.cancel.quoteFailed')) });
    }
  }, [orderId, t]);

  const start = useCallback(() => {
    setFailure(null);
    setOpen(true);
    void loadQuote();
  }, [loadQuote]);

  const submit = useCallback(
    (reason: string) =>
      run(async () => {
        setFailure(null);
        try {
          const detail = await cancelOrder(orderId, reason);
          if (!detail) return;
          setOpen(false);
          toast.success(t('manage.cancel.done'));
          onChanged(detail);
        } catch (error) {
          setFailure(userMessage(error, t('manage.cancel.failed')));
        }
      }),
    [run, onChanged, orderId, t],
  );

  // While it is being cancelled the sheet stays: its outcome is said there.
  const close = useCallback(() => {
    if (!sending) setOpen(false);
  }, [sending]);

  return { open, quote, sending, failure, start, submit, close, retryQuote: loadQuote };
}

export type CancelFlow = ReturnType<typeof useCancel>;
