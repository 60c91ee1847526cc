import type { TFunction } from 'i18next';
import type { HomeCoupon } from '../api/types';
import { formatMoneyShort } from '@rental/shared';

type CatalogT = TFunction<'catalog'>;

/** The big text on a coupon: "¥50", "9折" / "10% off", "免租7天"; null when the type is unknown. */
export function couponFace(coupon: HomeCoupon, t: CatalogT): string | null {
  switch (coupon.type) {
    case 'cash':
    case 'full_reduction':
      return formatMoneyShort(coupon.value);
    case 'discount':
      return t('coupon.discount', { rate: coupon.value / 10, off: 100 - coupon.value });
    case 'free_days':
      return t('coupon.freeDays', { days: coupon.value });
    case 'first_period_free':
      return t('coupon.firstPeriodFree');
    default:
      return null;
  }
}

/** The condition line under the face: "无门槛" or "满¥1000可用". */
export function couponCondition(coupon: HomeCoupon, t: CatalogT): string {
  return coupon.threshold > 0
    ? t('coupon.threshold', { amount: formatMoneyShort(coupon.threshold) })
    : t('coupon.noThreshold');
}
