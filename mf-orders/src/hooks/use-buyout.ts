import { checkWire, isApiError, toast, useNavigate } from '@rental/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBuyout } from '../api/apply-buyout';
import { getBuyoutQuote } from '../api/get-buyout-quote';
import { BuyoutQuoteSchema, type BuyoutQuote } from '../api/types';
import { buyoutPaymentLink } from '../lib/order-actions';

/**
 * Buying out, price first: the quote opens with its lines and nothing changes until the renter
 * taps "确认并支付" at that very amount (a moved price comes back as the new quote to agree to).
 */
export function useBuyout(orderId: number) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [quote, setQuote] = useState<BuyoutQuote | null>(null);
  const [confirming, setConfirming] = useState(false);

  const open = useCallback(async () => {
    const answer = await getBuyoutQuote(orderId);
    if (answer) setQuote(answer);
  }, [orderId]);

  const confirm = useCallback(async () => {
    if (!quote || confirming) return;
    setConfirming(true);
    try {
      const applied = await applyBuyout(orderId, quote.amount);
      if (!applied) return;
      setQuote(null);
      toast.success(t('manage.buyout.applied'));
      await navigate(buyoutPaymentLink(orderId));
    } catch (error) {
      // The price moved: the client has said so; the sheet now shows the new one.
      const moved = isApiError(error) ? checkWire(BuyoutQuoteSchema, error.data) : null;
      if (moved?.ok) setQuote(moved.value);
    } finally {
      setConfirming(false);
    }
  }, [confirming, navigate, orderId, quote, t]);

  return { quote, confirming, open, confirm, close: () => setQuote(null) };
}
