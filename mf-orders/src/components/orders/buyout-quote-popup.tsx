import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Buyout } from '../../api/order-types';
import { buyoutPaymentLink } from '../../lib/order-actions';
import { BuyoutBreakdown } from './buyout-breakdown';

interface Props {
  orderId: number;
  quote: Buyout | null;
  onClose: () => void;
}

/** The quote a buyout request answers, and the way on to paying it. */
export function BuyoutQuotePopup({ orderId, quote, onClose }: Props) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <Popup visible={quote !== null} onMaskClick={onClose} bodyClassName="om-reason-popup" destroyOnClose>
      {quote && (
        <section role="dialog" aria-label={t('manage.buyout.quoteTitle')} className="om-reason">
          <h2 className="om-reason-title">{t('manage.buyout.quoteTitle')}</h2>
          <p className="om-reason-hint">{t('manage.buyout.quoteHint')}</p>
          <BuyoutBreakdown quote={quote} />
          <div className="om-reason-buttons">
            <Button block shape="rounded" onClick={onClose}>
              {t('manage.buyout.later')}
            </Button>
            <Button block shape="rounded" color="primary" onClick={() => void navigate(buyoutPaymentLink(orderId))}>
              {t('manage.buyout.pay')}
            </Button>
          </div>
        </section>
      )}
    </Popup>
  );
}
