import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BuyoutQuote } from '../api/types';
import { BuyoutBreakdown } from './buyout-breakdown';

interface Props {
  quote: BuyoutQuote | null;
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The early buyout total with its lines, before anything happens: "确认并支付", or back with nothing changed. */
export function BuyoutQuotePopup({ quote, confirming, onConfirm, onClose }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Popup visible={quote !== null} onMaskClick={onClose} bodyClassName="ord-reason-popup" destroyOnClose>
      {quote && (
        <section role="dialog" aria-label={t('manage.buyout.quoteTitle')} className="ord-reason">
          <h2 className="ord-reason-title">{t('manage.buyout.quoteTitle')}</h2>
          <p className="ord-reason-hint">{t('manage.buyout.quoteHint')}</p>
          <BuyoutBreakdown quote={quote} due />
          <div className="ord-reason-buttons">
            <Button block shape="rounded" onClick={onClose}>
              {t('manage.buyout.back')}
            </Button>
            <Button block shape="rounded" color="primary" loading={confirming} onClick={onConfirm}>
              {t('manage.buyout.confirm')}
            </Button>
          </div>
        </section>
      )}
    </Popup>
  );
}
