import { tr, type Lang } from '../i18n/lang';
import { moneyShort } from '../i18n/money';
import type { CouponSeed } from './home';

/** A coupon's name in `lang`, its amounts written as that language writes money ("50 ¥" in Spanish). */
export function couponName(coupon: CouponSeed, lang: Lang): string {
  return tr(coupon.name, lang, {
    amount: moneyShort(coupon.value, lang),
    threshold: moneyShort(coupon.threshold, lang),
  });
}
