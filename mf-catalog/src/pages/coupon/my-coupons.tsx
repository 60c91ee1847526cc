import useRequest from 'ahooks/es/useRequest';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  useLocation,
  useNavigate,
  ErrorPicture,
  loginRoute,
  inPlaceLoading,
  formatDay,
  type MyCouponStatus,
} from '@rental/shared';
import { getMyCoupons } from '../../api/get-my-coupons';
import { CouponCard } from '../../components/coupon-card';
import { HOME_ROUTE } from '../../lib/app-links';
import { CouponListSkeleton } from '../../components/coupon-list-skeleton';
import { CatalogSection } from '../../components/catalog-section';

export const MY_STATUSES: readonly MyCouponStatus[] = ['unused', 'used', 'expired'];

function MyList({ status }: { status: MyCouponStatus }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const request = useRequest(() => getMyCoupons(status), { ...inPlaceLoading, refreshDeps: [status] });
  return (
    <CatalogSection
      request={request}
      skeleton={<CouponListSkeleton />}
      isEmpty={(list) => list.length === 0}
      empty={
        <div className="cat-coupon-empty">
          <ErrorPicture
            status="empty"
            title={t(`couponPage.empty.${status}`)}
            description={t('couponPage.emptyHint')}
          />
          {status === 'unused' && (
            <Button size="small" color="primary" shape="rounded" onClick={() => void navigate(HOME_ROUTE)}>
              {t('couponPage.goShopping')}
            </Button>
          )}
        </div>
      }
    >
      {(list) => (
        <ul className="cat-coupon-list">
          {list.map((coupon) => (
            <li key={coupon.userCouponId}>
              <CouponCard
                coupon={coupon}
                validity={t('coupon.validRange', { from: formatDay(coupon.validFrom), to: formatDay(coupon.validTo) })}
                dimmed={status !== 'unused'}
                stamp={status === 'unused' ? undefined : t(`couponPage.status.${status}`)}
                action={
                  status === 'unused' ? (
                    <Button
                      size="mini"
                      color="primary"
                      fill="outline"
                      shape="rounded"
                      onClick={() => void navigate(HOME_ROUTE)}
                    >
                      {t('couponPage.useNow')}
                    </Button>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </CatalogSection>
  );
}

/** My coupons by status; logged out, a way to log in instead. */
export function MyCoupons({
  loggedIn,
  status,
  onStatus,
}: {
  loggedIn: boolean;
  status: MyCouponStatus;
  onStatus: (s: MyCouponStatus) => void;
}) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!loggedIn)
    return (
      <div className="cat-coupon-empty">
        <ErrorPicture status="empty" title={t('couponPage.loginTitle')} description={t('couponPage.loginHint')} />
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate(loginRoute(`${pathname}${search}`), { replace: true })}
        >
          {t('couponPage.login')}
        </Button>
      </div>
    );
  return (
    <>
      <div role="tablist" aria-label={t('couponPage.mine')} className="cat-coupon-status">
        {MY_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            className={s === status ? 'cat-coupon-status__tab cat-coupon-status__tab--on' : 'cat-coupon-status__tab'}
            onClick={() => onStatus(s)}
          >
            {t(`couponPage.status.${s}`)}
          </button>
        ))}
      </div>
      <MyList key={status} status={status} />
    </>
  );
}
