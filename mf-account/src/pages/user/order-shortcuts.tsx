import { Link, type OrderCounts } from '@rental/shared';
import { Badge } from 'antd-mobile';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  RightOutline,
  UndoOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { countBadge, ORDER_SHORTCUTS, orderListPath, tabCount, type OrderTab } from './order-tabs';
import { NeedsYou } from './needs-you';
import './order-shortcuts.css';

const ICONS: Record<OrderTab, ComponentType<{ className?: string }>> = {
  pending: UnorderedListOutline,
  renting: ClockCircleOutline,
  returning: UndoOutline,
  finished: CheckCircleOutline,
};

/** "My orders": what waits for the renter, then one shortcut per tab of the order list, with counts. */
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
      {counts && <NeedsYou counts={counts} />}
      <ul className="acc-orders-row">
        {ORDER_SHORTCUTS.map((tab) => {
          const Icon = ICONS[tab];
          const badge = counts ? countBadge(tabCount(counts, tab)) : null;
          return (
            <li key={tab}>
              <Link to={orderListPath(tab)} className="acc-order-link">
                <Badge content={badge} style={{ '--right': '-6px', '--top': '2px' }}>
                  <Icon className="acc-order-icon" />
                </Badge>
                <span className="acc-order-label">{t(`mine.orders.${tab}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
