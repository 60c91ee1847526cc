import { isLoggedInAtom, type PageProps, useNavigate, type MyCouponStatus } from '@rental/shared';
import { Tabs } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { COUPON_ROUTE, withQuery } from '../../lib/app-links';
import { CouponCenter } from './coupon-center';
import { MY_STATUSES, MyCoupons } from './my-coupons';
import './coupon.css';

type Tab = 'center' | 'mine';

/** The coupon center and my coupons; the tab and status live in the route, so back keeps them. */
export default function CouponPage({ query }: PageProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const tab: Tab = query.tab === 'mine' ? 'mine' : 'center';
  const status = MY_STATUSES.find((s) => s === query.status) ?? 'unused';
  const go = (next: { tab: Tab; status?: MyCouponStatus }) =>
    void navigate(withQuery(COUPON_ROUTE, { tab: next.tab === 'mine' ? 'mine' : undefined, status: next.status }), {
      replace: true,
    });
  return (
    <div className="cat-coupon-page">
      <Tabs activeKey={tab} onChange={(key) => go({ tab: key as Tab })} className="cat-coupon-page__tabs">
        <Tabs.Tab key="center" title={t('couponPage.center')} />
        <Tabs.Tab key="mine" title={t('couponPage.mine')} />
      </Tabs>
      <div className="cat-coupon-page__body">
        {tab === 'center' ? (
          <CouponCenter loggedIn={loggedIn} />
        ) : (
          <MyCoupons loggedIn={loggedIn} status={status} onStatus={(s) => go({ tab: 'mine', status: s })} />
        )}
      </div>
    </div>
  );
}
