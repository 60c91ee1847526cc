import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@rental/shared';
import type { Buyout } from '../../api/types';
import { buyoutPaymentLink } from '../../lib/order-actions';
import { BuyoutBreakdown } from '../orders/buyout-breakdown';

/** An order waiting for its buyout payment shows the quote and the way to pay it. */
export function BuyoutCard({ orderId, buyout }: { orderId: number; buyout: Buyout }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <section className="ord-section" aria-label={t('manage.buyout.quoteTitle')}>
      <h2 className="ord-section-title">{t('manage.buyout.quoteTitle')}</h2>
      <BuyoutBreakdown quote={buyout} />
      {buyout.status === 'pending_pay' && (
        <Button block shape="rounded" color="primary" onClick={() => void navigate(buyoutPaymentLink(orderId))}>
          {t('manage.buyout.pay')}
        </Button>
      )}
    </section>
  );
}
