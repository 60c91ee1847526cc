import { ErrorPicture, inPlaceLoading, unlessCancelled } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getCouponList } from '../../api/get-coupon-list';
import { ClaimButton } from '../../components/claim-button';
import { CouponCard } from '../../components/coupon-card';
import { useClaimCoupon } from '../../hooks/use-claim-coupon';
import { CouponListSkeleton } from '../../components/coupon-list-skeleton';
import { CatalogSection } from '../../components/catalog-section';

/** Every coupon on offer, each with its claim button (or "claimed", or "all gone"). */
export function CouponCenter({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('catalog');
  const request = useRequest(getCouponList, { ...inPlaceLoading, refreshDeps: [loggedIn] });
  const { claim, busyId } = useClaimCoupon(
    () => undefined,
    () => unlessCancelled(request.refreshAsync()),
  );
  return (
    <CatalogSection
      request={request}
      skeleton={<CouponListSkeleton />}
      isEmpty={(list) => list.length === 0}
      empty={
        <ErrorPicture
          status="empty"
          title={t('couponPage.centerEmpty')}
          description={t('couponPage.centerEmptyHint')}
        />
      }
    >
      {(list) => (
        <ul className="cat-coupon-list">
          {list.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard
                coupon={coupon}
                validity={t('coupon.validDays', { days: coupon.validDays })}
                action={
                  <ClaimButton
                    claimed={coupon.claimed}
                    mine={coupon.mine}
                    soldOut={coupon.stockLeft === 0}
                    busy={busyId === coupon.id}
                    name={coupon.name}
                    onClaim={() => void claim(coupon.id)}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </CatalogSection>
  );
}
