import { type CouponBase } from '@rental/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { couponCondition, couponFace } from '../lib/coupon-face';
import './coupon-card.css';

interface Props {
  coupon: CouponBase;
  /** The validity line: "valid 30 days after claiming" or the dates of a claimed coupon. */
  validity: string;
  action?: ReactNode;
  dimmed?: boolean;
  stamp?: string;
}

/** A full-width coupon: value and condition on the left, name, rule and validity on the right. */
export function CouponCard({ coupon, validity, action, dimmed = false, stamp }: Props) {
  const { t } = useTranslation('catalog');
  const face = couponFace(coupon, t);
  return (
    <article
      className={dimmed ? 'cat-coupon-card cat-coupon-card--dimmed' : 'cat-coupon-card'}
      aria-label={coupon.name}
    >
      <div className="cat-coupon-card__face">
        {face && <strong className="cat-coupon-card__value">{face}</strong>}
        <span className="cat-coupon-card__condition">{couponCondition(coupon, t)}</span>
      </div>
      <div className="cat-coupon-card__body">
        <h3 className="cat-coupon-card__name">{coupon.name}</h3>
        <p className="cat-coupon-card__rule">{coupon.rule}</p>
        <p className="cat-coupon-card__validity">{validity}</p>
      </div>
      {action && <div className="cat-coupon-card__action">{action}</div>}
      {stamp && <span className="cat-coupon-card__stamp">{stamp}</span>}
    </article>
  );
}
