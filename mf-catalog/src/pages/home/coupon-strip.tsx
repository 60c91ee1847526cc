import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@rental/shared';
import type { CouponGoods, GoodsSummary, HomeCoupon } from '../../api/types';
import { ClaimButton } from '../../components/claim-button';
import { PriceTag } from '../../components/price-tag';
import { RatioImage } from '../../components/ratio-image';
import { SectionTitle } from '../../components/section-title';
import { COUPON_ROUTE, detailRoute } from '../../lib/app-links';
import { couponCondition, couponFace } from '../../lib/coupon-face';
import './coupon-strip.css';

function CouponTicket({ coupon }: { coupon: HomeCoupon }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const face = couponFace(coupon, t);
  return (
    <li className="cat-coupon">
      <div className="cat-coupon__face">
        {face && <strong className="cat-coupon__value">{face}</strong>}
        <span className="cat-coupon__condition">{couponCondition(coupon, t)}</span>
      </div>
      <div className="cat-coupon__side">
        <span className="cat-coupon__name">{coupon.name}</span>
        {/* As in the coupon center: "claim" only while the renter can; claiming happens there. */}
        <ClaimButton
          claimed={coupon.claimed ?? false}
          mine={coupon.mine}
          soldOut={coupon.stockLeft === 0}
          busy={false}
          name={coupon.name}
          onClaim={() => void navigate(COUPON_ROUTE)}
        />
      </div>
    </li>
  );
}

function MiniGoods({ goods }: { goods: GoodsSummary }) {
  return (
    <li className="cat-mini-goods">
      <Link to={detailRoute(goods.id)} className="cat-mini-goods__link">
        <RatioImage src={goods.thumb} alt={goods.name} className="cat-mini-goods__img" />
        <span className="cat-mini-goods__name">{goods.name}</span>
        <PriceTag rentFrom={goods.rentFrom} rentUnit={goods.rentUnit} marketPrice={goods.marketPrice} compact />
      </Link>
    </li>
  );
}

/** The coupons to claim, then the goods they make cheaper, both scrolling sideways. */
export function CouponStrip({ data }: { data: CouponGoods }) {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="cat-coupon-title" className="cat-card">
      <SectionTitle id="cat-coupon-title">{data.title}</SectionTitle>
      {data.coupons.length > 0 && (
        <ul aria-label={t('coupon.strip')} className="cat-scroll-row">
          {data.coupons.map((coupon) => (
            <CouponTicket key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
      {data.goods.length > 0 && (
        <ul aria-label={t('coupon.goods')} className="cat-scroll-row cat-scroll-row--goods">
          {data.goods.map((goods) => (
            <MiniGoods key={goods.id} goods={goods} />
          ))}
        </ul>
      )}
    </section>
  );
}
