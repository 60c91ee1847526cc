import { type PageProps, useNavigate } from '@rental/shared';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderListStatus } from '../../api/types';
import { OrderList } from './order-list';
import { PATHS, withQuery } from '../../lib/app-links';
import { ORDER_TABS, tabOfQuery } from './order-tabs';
import '../../components/manage-page.css';
import './my-order.css';

/** My orders: a tab per status group (from `?status=`, which the Mine page's shortcuts also use). */
export default function MyOrderPage({ query }: PageProps) {
  const { t } = useTranslation('orders');
  // Orders are personal: without a session, login (and back here), as the other personal pages do.
  const navigate = useNavigate();
  const tab = tabOfQuery(query.status);
  const pick = (key: string) =>
    void navigate(withQuery(PATHS.myOrders, { status: tabOfQuery(key) }), { replace: true });
  return (
    <div className="ord-manage-page ord-my-order">
      <Tabs activeKey={tab} onChange={pick} className="ord-tabs">
        {ORDER_TABS.map((key: OrderListStatus) => (
          <Tabs.Tab key={key} title={t(`manage.list.tabs.${key}`)} />
        ))}
      </Tabs>
      <OrderList key={tab} tab={tab} />
    </div>
  );
}
