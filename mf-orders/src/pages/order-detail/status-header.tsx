import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { statusTone } from '../../lib/status-tone';
import '../../components/detail.css';

/** Where the order stands, in the server's words, and a warning while a bill is overdue. */
export function StatusHeader({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <header className={`ord-status ord-status-${statusTone(order.status)}`}>
      <h1 className="ord-status-text">{order.statusText}</h1>
      <p className="ord-status-explanation">{order.explanation}</p>
      {order.overdue && (
        <div role="alert">
          <NoticeBar className="ord-status-overdue" color="error" wrap content={t('manage.overdue.notice')} />
        </div>
      )}
    </header>
  );
}
