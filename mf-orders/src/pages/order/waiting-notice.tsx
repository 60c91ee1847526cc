import { ClockCircleOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { Link } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { WaitingOrder } from './use-place-order';
import { PATHS, withQuery } from '../../lib/app-links';

/** The renter closed the wallet's pre-authorization: the order exists and waits for them. */
export function WaitingNotice({ order }: { order: WaitingOrder }) {
  const { t } = useTranslation('orders');
  const ref = useRef<HTMLElement>(null);
  // It appears at the top while the renter is at the submit button: bring it into view.
  useEffect(() => {
    // Braces: Chromium's smooth scrollIntoView answers a promise, which React would take for a cleanup.
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);
  return (
    <section ref={ref} className="ord-card ord-waiting" role="status">
      <ClockCircleOutline aria-hidden className="ord-waiting__icon" />
      <div>
        <h2 className="ord-card__title">{t('place.waiting.title')}</h2>
        <p>{t('place.waiting.text', { orderNo: order.orderNo })}</p>
        <Link to={withQuery(PATHS.orderDetail, { orderId: order.orderId })} className="ord-link">
          {t('place.waiting.viewOrder')}
        </Link>
      </div>
    </section>
  );
}
