import type { OrderCounts } from '@rental/shared';
import { Badge } from 'antd-mobile';
import {
  ClockCircleOutline,
  PayCircleOutline,
  RightOutline,
  ShopbagOutline,
  TruckOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countBadge, ORDER_SHORTCUTS, orderListPath, type OrderShortcutKey } from '../../lib/order-shortcuts';
import './order-shortcuts.css';

const ICONS: Record<OrderShortcutKey, ComponentType<{ className?: string }>> = {
  pendingPay: PayCircleOutline,
  pendingShip: ShopbagOutline,
  shipped: TruckOutline,
  inRent: ClockCircleOutline,
  returning: UndoOutline,
};

/** "My orders" with one shortcut per status; counts only when there are any. */
export function OrderShortcuts({ counts }: { counts: OrderCounts | null }) {
  const { t } = useTranslation('account');
  return (
    <section className="acc-card acc-orders" aria-labelledby="acc-orders-title">
      <div className="acc-orders-head">
        <h2 id="acc-orders-title" className="acc-card-title">
          {t('mine.orders.title')}
        </h2>
        <Link to={orderListPath()} className="acc-orders-all">
          {t('mine.orders.all')}
          <RightOutline aria-hidden />
        </Link>
      </div>
      <ul className="acc-orders-row">
        {ORDER_SHORTCUTS.map((key) => {
          const Icon = ICONS[key];
          const badge = counts ? countBadge(counts[key]) : null;
          return (
            <li key={key}>
              <Link to={orderListPath(key)} className="acc-order-link">
                <Badge content={badge} style={{ '--right': '-6px', '--top': '2px' }}>
                  <Icon className="acc-order-icon" />
                </Badge>
                <span className="acc-order-label">{t(`mine.orders.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
