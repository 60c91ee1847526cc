import { inPlaceLoading, unlessCancelled } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCouponList } from '../../api/get-coupon-list';
import { ClaimButton } from '../../components/claim-button';
import { CouponCard } from '../../components/coupon-card';
import { SectionTitle } from '../../components/section-title';
import { CouponSkeleton } from '../../components/skeletons';
import { useClaimCoupon } from '../../hooks/use-claim-coupon';
import { CatalogSection } from '../../components/catalog-section';

/** Enough to show what's on offer without pushing the product details far down. */
const FOLDED = 3;

interface Props {
  goodsId: number;
  chosen: number | null;
  onChoose: (couponId: number | null) => void;
  returnRoute: () => string;
}

/** The coupons usable on this goods: claim one, then choose it for the order; a spent copy says so. */
export function DetailCoupons({ goodsId, chosen, onChoose, returnRoute }: Props) {
  const { t } = useTranslation('catalog');
  const request = useRequest(() => getCouponList(goodsId), { ...inPlaceLoading, refreshDeps: [goodsId] });
  const { claim, busyId } = useClaimCoupon(returnRoute, () => unlessCancelled(request.refreshAsync()));
  const [expanded, setExpanded] = useState(false);
  return (
    <section className="cat-card" aria-labelledby="cat-detail-coupons">
      <SectionTitle id="cat-detail-coupons">{t('detail.coupons')}</SectionTitle>
      <CatalogSection
        request={request}
        skeleton={<CouponSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={<p className="cat-muted">{t('detail.noCoupons')}</p>}
      >
        {(list) => (
          <>
            <ul className="cat-coupon-list">
              {(expanded ? list : list.slice(0, FOLDED)).map((coupon) => (
                <li key={coupon.id}>
                  <CouponCard
                    coupon={coupon}
                    validity={t('coupon.validDays', { days: coupon.validDays })}
                    action={
                      coupon.mine === 'used' || coupon.mine === 'expired' ? (
                        <Button size="mini" shape="rounded" fill="outline" disabled>
                          {coupon.mine === 'used' ? t('coupon.usedLabel') : t('coupon.expiredLabel')}
                        </Button>
                      ) : coupon.claimed ? (
                        <Button
                          size="mini"
                          shape="rounded"
                          color="primary"
                          fill={chosen === coupon.id ? 'solid' : 'outline'}
                          aria-pressed={chosen === coupon.id}
                          aria-label={`${chosen === coupon.id ? t('coupon.using') : t('coupon.use')} ${coupon.name}`}
                          onClick={() => onChoose(chosen === coupon.id ? null : coupon.id)}
                        >
                          {chosen === coupon.id ? t('coupon.using') : t('coupon.use')}
                        </Button>
                      ) : (
                        <ClaimButton
                          claimed={false}
                          soldOut={coupon.stockLeft === 0}
                          busy={busyId === coupon.id}
                          name={coupon.name}
                          onClaim={() => void claim(coupon.id)}
                        />
                      )
                    }
                  />
                </li>
              ))}
            </ul>
            {!expanded && list.length > FOLDED && (
              <Button block fill="none" size="small" className="cat-detail-more" onClick={() => setExpanded(true)}>
                {t('detail.moreCoupons', { count: list.length })}
              </Button>
            )}
          </>
        )}
      </CatalogSection>
    </section>
  );
}
