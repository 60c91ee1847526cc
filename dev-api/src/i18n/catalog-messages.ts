import { l10n, type L10n } from './lang';

/** Business messages of the catalog calls (issue 3): coupon claims. */
export const CATALOG_MESSAGES = {
  couponNotFound: l10n(
    '优惠券不存在',
    '優惠券不存在',
    'No such coupon',
    'Este cupón no existe',
    "Ce coupon n'existe pas",
  ),
  couponAlreadyClaimed: l10n(
    '您已领取过该优惠券',
    '您已領取過該優惠券',
    'You have already claimed this coupon',
    'Ya has obtenido este cupón',
    'Vous avez déjà obtenu ce coupon',
  ),
  couponNotClaimable: l10n(
    '该优惠券不在领取时间内',
    '該優惠券不在領取時間內',
    'This coupon cannot be claimed at this time',
    'Este cupón no se puede obtener ahora',
    'Ce coupon ne peut pas être obtenu pour le moment',
  ),
  couponSoldOut: l10n(
    '优惠券已被抢光',
    '優惠券已被搶光',
    'This coupon has run out',
    'Este cupón se ha agotado',
    'Ce coupon est épuisé',
  ),
} satisfies Record<string, L10n>;
