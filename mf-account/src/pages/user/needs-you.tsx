import { Link, type OrderCounts } from '@rental/shared';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NEEDS_YOU, orderListPath } from './order-tabs';

/** "Needs you": orders waiting for the renter (authorize, sign, pay) with how many; hidden when none. */
export function NeedsYou({ counts }: { counts: OrderCounts }) {
  const { t } = useTranslation('account');
  const items = NEEDS_YOU.filter((item) => counts[item.key] > 0);
  if (items.length === 0) return null;
  return (
    <nav className="acc-needs" aria-label={t('mine.needs.title')}>
      {items.map((item) => (
        <Link key={item.key} to={orderListPath(item.tab)} className="acc-needs-item">
          <span>{t(`mine.needs.${item.key}`, { count: counts[item.key] })}</span>
          <RightOutline aria-hidden />
        </Link>
      ))}
    </nav>
  );
}
