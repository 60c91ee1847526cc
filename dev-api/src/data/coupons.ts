import { l10n as l, type L10n } from '../i18n/lang';
import { COUPONS, type CouponSeed } from './home';

export type CouponScope = 'all' | 'category' | 'goods';
export type CouponApplyTo = 'first_period' | 'spread_all' | 'sequential';

export interface CouponDef extends CouponSeed {
  scope: CouponScope;
  /** Category ids (top level or child) or goods ids, as `scope` says. */
  scopeIds: number[];
  applyTo: CouponApplyTo;
  /** The claim window (ISO dates); a claimed coupon is usable for `validDays` after the claim. */
  claimFrom: string;
  claimTo: string;
  validDays: number;
  /** How many may be claimed in all. */
  stock: number;
  /** Already claimed by other renters when the server starts. */
  seededClaims: number;
  /** Listed in the coupon center; old campaigns only live on in users' coupons. */
  listed: boolean;
}

const OPEN = { claimFrom: '2026-01-01T00:00:00+08:00', claimTo: '2030-12-31T23:59:59+08:00', listed: true };
const CLOSED = { claimFrom: '2025-06-01T00:00:00+08:00', claimTo: '2025-06-30T23:59:59+08:00', listed: false };

const homeCoupon = (id: number): CouponSeed => {
  const seed = COUPONS.find((c) => c.id === id);
  if (!seed) throw new Error(`unknown home coupon ${id}`);
  return seed;
};

export const COUPON_DEFS: readonly CouponDef[] = [
  {
    ...homeCoupon(9001),
    ...OPEN,
    scope: 'all',
    scopeIds: [],
    applyTo: 'first_period',
    validDays: 30,
    stock: 10000,
    seededClaims: 3120,
  },
  {
    ...homeCoupon(9002),
    ...OPEN,
    scope: 'all',
    scopeIds: [],
    applyTo: 'spread_all',
    validDays: 30,
    stock: 5000,
    seededClaims: 1210,
  },
  {
    ...homeCoupon(9003),
    ...OPEN,
    scope: 'category',
    scopeIds: [5, 8],
    applyTo: 'first_period',
    validDays: 15,
    stock: 2000,
    seededClaims: 640,
  },
  {
    id: 9004,
    type: 'cash',
    value: 3000,
    threshold: 50000,
    name: l(
      '手机专享 {amount}',
      '手機專享 {amount}',
      '{amount} off phones',
      '{amount} menos en móviles',
      '{amount} de remise sur les mobiles',
    ),
    ...OPEN,
    scope: 'category',
    scopeIds: [1],
    applyTo: 'sequential',
    validDays: 30,
    stock: 3000,
    seededClaims: 870,
  },
  {
    id: 9005,
    type: 'free_days',
    value: 7,
    threshold: 0,
    name: l(
      'iPhone 16 Pro 免租 7 天',
      'iPhone 16 Pro 免租 7 天',
      'iPhone 16 Pro: 7 days free',
      'iPhone 16 Pro: 7 días gratis',
      'iPhone 16 Pro : 7 jours offerts',
    ),
    ...OPEN,
    scope: 'goods',
    scopeIds: [1001],
    applyTo: 'first_period',
    validDays: 30,
    stock: 800,
    seededClaims: 212,
  },
  {
    id: 9006,
    type: 'first_period_free',
    value: 0,
    threshold: 0,
    name: l('首期免租', '首期免租', 'First period free', 'Primer periodo gratis', '1re période offerte'),
    ...OPEN,
    scope: 'all',
    scopeIds: [],
    applyTo: 'first_period',
    validDays: 7,
    stock: 200,
    seededClaims: 200,
  },
  {
    id: 9101,
    type: 'cash',
    value: 10000,
    threshold: 200000,
    name: l(
      '618 大促 {amount}',
      '618 大促 {amount}',
      '618 sale: {amount} off',
      'Rebajas 618: {amount} menos',
      'Soldes 618 : {amount} de remise',
    ),
    ...CLOSED,
    scope: 'all',
    scopeIds: [],
    applyTo: 'spread_all',
    validDays: 30,
    stock: 1000,
    seededClaims: 1000,
  },
  {
    id: 9102,
    type: 'cash',
    value: 2000,
    threshold: 0,
    name: l(
      '老用户回馈 {amount}',
      '老用戶回饋 {amount}',
      '{amount} loyalty reward',
      '{amount} por tu fidelidad',
      '{amount} pour votre fidélité',
    ),
    ...CLOSED,
    scope: 'all',
    scopeIds: [],
    applyTo: 'first_period',
    validDays: 30,
    stock: 1000,
    seededClaims: 400,
  },
];

export const COUPON_BY_ID: ReadonlyMap<number, CouponDef> = new Map(COUPON_DEFS.map((c) => [c.id, c]));

/** What the seed user holds besides the unused coupons of `User.couponIds`. */
export const SEED_USED = [{ userId: 10001, couponId: 9102, daysAgo: 20 }];
export const SEED_EXPIRED = [{ userId: 10001, couponId: 9101, daysAgo: 150 }];

export const RULE_TEXTS = {
  noThreshold: l('无门槛', '無門檻', 'No minimum spend', 'Sin gasto mínimo', "Sans minimum d'achat"),
  threshold: l(
    '订单总租金满 {amount} 可用',
    '訂單總租金滿 {amount} 可用',
    'Total rent of {amount} or more',
    'Alquiler total desde {amount}',
    'Loyer total dès {amount}',
  ),
  scopeAll: l('全场通用', '全場通用', 'Any device', 'Cualquier dispositivo', "N'importe quel appareil"),
  scopeList: l('仅限{names}', '僅限{names}', '{names} only', 'Solo {names}', 'Uniquement {names}'),
  first_period: l(
    '抵扣首期租金',
    '抵扣首期租金',
    'Taken off the first installment',
    'Se descuenta de la primera cuota',
    'Déduit de la 1re échéance',
  ),
  spread_all: l(
    '平均抵扣每期租金',
    '平均抵扣每期租金',
    'Spread evenly over all installments',
    'Repartido entre todas las cuotas',
    'Réparti sur toutes les échéances',
  ),
  sequential: l(
    '从首期起依次抵扣',
    '從首期起依次抵扣',
    'Taken off installments in order until used up',
    'Se descuenta cuota a cuota hasta agotarse',
    "Déduit échéance après échéance jusqu'à épuisement",
  ),
  listSeparator: l('、', '、', ', ', ', ', ', '),
} satisfies Record<string, L10n>;
