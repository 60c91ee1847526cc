import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/order-types';
import { statusTone } from '../../lib/status-tone';
import './detail.css';

/** Where the order stands, in the server's words, and a warning while a bill is overdue. */
export function StatusHeader({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <header className={`om-status om-status-${statusTone(order.status)}`}>
      <h1 className="om-status-text">{order.statusText}</h1>
      <p className="om-status-explanation">{order.explanation}</p>
      {order.overdue && (
        <div role="alert">
          <NoticeBar className="om-status-overdue" color="error" wrap content={t('manage.overdue.notice')} />
        </div>
      )}
    </header>
  );
}
