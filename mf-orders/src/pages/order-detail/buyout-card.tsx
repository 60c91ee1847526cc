import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@rental/shared';
import type { Buyout } from '../../api/types';
import { buyoutPaymentLink } from '../../lib/order-actions';
import { BuyoutBreakdown } from '../../components/buyout-breakdown';

/**
 * A buyout waiting for its payment shows the quote and the way to pay it; a paid one shows what it
 * was made of, as money settled, not as money due.
 */
export function BuyoutCard({ orderId, buyout }: { orderId: number; buyout: Buyout }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const due = buyout.status === 'pending_pay';
  const title = due ? t('manage.buyout.quoteTitle') : t('manage.buyout.paidTitle');
  return (
    <section className="ord-section" aria-label={title}>
      <h2 className="ord-section-title">{title}</h2>
      <BuyoutBreakdown quote={buyout} due={due} />
      {due && (
        <Button block shape="rounded" color="primary" onClick={() => void navigate(buyoutPaymentLink(orderId))}>
          {t('manage.buyout.pay')}
        </Button>
      )}
    </section>
  );
}
