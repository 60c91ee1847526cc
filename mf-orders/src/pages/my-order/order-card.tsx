import { formatMoney, useNavigate } from '@rental/shared';
import { Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderSummary } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';
import { statusTone } from '../../lib/status-tone';
import { OrderActions } from '../../components/order-actions';
import './order-card.css';

interface Props {
  order: OrderSummary;
  onChanged: (order: OrderSummary, detail?: OrderDetail) => void;
}

/** One order in the list: what was rented, where it stands, what it costs, what can be done. */
export function OrderCard({ order, onChanged }: Props) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { goods, amount } = order;
  const open = () => void navigate(withQuery(PATHS.orderDetail, { orderId: order.orderId }));
  return (
    <article className="ord-order-card" aria-label={goods.name}>
      <div
        className="ord-order-card-tap"
        role="link"
        tabIndex={0}
        onClick={open}
        onKeyDown={(e) => e.key === 'Enter' && open()}
      >
        <header className="ord-order-card-head">
          <span className="ord-order-card-no">{t('manage.list.orderNo', { no: order.orderNo })}</span>
          <span className={`ord-order-card-status ord-tone-${statusTone(order.status)}`}>{order.statusText}</span>
        </header>
        <div className="ord-order-card-goods">
          <Image src={goods.thumb} alt="" lazy width={80} height={80} fit="cover" className="ord-order-card-thumb" />
          <div className="ord-order-card-info">
            <h3 className="ord-order-card-name">{goods.name}</h3>
            <p className="ord-order-card-spec">{goods.specText}</p>
            <p className="ord-order-card-spec">{goods.termText}</p>
            {order.overdue && (
              <Tag color="danger" fill="outline">
                {t('manage.overdue.tag')}
              </Tag>
            )}
          </div>
        </div>
        <p className="ord-order-card-amount">
          <span>{t('manage.list.totalRent')}</span>
          <strong>{formatMoney(amount.totalRent)}</strong>
        </p>
      </div>
      {order.actions.length > 0 && (
        <footer className="ord-order-card-foot">
          <OrderActions order={order} room={3} onChanged={(detail) => onChanged(order, detail)} />
        </footer>
      )}
    </article>
  );
}
