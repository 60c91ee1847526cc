import { tr, type Lang } from '../i18n/lang';
import { moneyShort } from '../i18n/money';
import { CATALOG, GOODS_BY_ID } from '../data/catalog';
import { CATEGORIES } from '../data/categories';
import { couponName } from '../data/coupon-name';
import { COUPON_DEFS, RULE_TEXTS, type CouponDef } from '../data/coupons';
import { callerOf, currentUser } from '../http/current-user';
import { BizError } from '../http/envelope';
import { optionalInt, parseIntStrict, readParam, requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import {
  claimCoupon,
  inClaimWindow,
  remainingStock,
  statusOf,
  usableOn,
  userCoupons,
  type UserCouponRecord,
  type UserCouponStatus,
} from '../state/coupons';

function scopeNames(def: CouponDef, lang: Lang): string {
  if (def.scope === 'goods') return def.scopeIds.map((id) => GOODS_BY_ID.get(id)?.seed.name ?? '').join(', ');
  return def.scopeIds
    .map((id) => CATEGORIES.find((c) => c.id === id))
    .map((c) => (c ? tr(c.name, lang) : ''))
    .join(tr(RULE_TEXTS.listSeparator, lang));
}

/** "无门槛 · 全场通用 · 抵扣首期租金", in the asked language; validity is a field of its own. */
export function couponRule(def: CouponDef, lang: Lang): string {
  const parts = [
    def.threshold > 0
      ? tr(RULE_TEXTS.threshold, lang, { amount: moneyShort(def.threshold, lang) })
      : tr(RULE_TEXTS.noThreshold, lang),
    def.scope === 'all'
      ? tr(RULE_TEXTS.scopeAll, lang)
      : tr(RULE_TEXTS.scopeList, lang, { names: scopeNames(def, lang) }),
    tr(RULE_TEXTS[def.applyTo], lang),
  ];
  return parts.join(' · ');
}

function couponBase(def: CouponDef, lang: Lang) {
  return {
    id: def.id,
    name: couponName(def, lang),
    type: def.type,
    value: def.value,
    threshold: def.threshold,
    scope: def.scope,
    scopeIds: def.scopeIds,
    applyTo: def.applyTo,
    rule: couponRule(def, lang),
  };
}

function userCouponView(record: UserCouponRecord, def: CouponDef, now: number, lang: Lang) {
  return {
    ...couponBase(def, lang),
    userCouponId: record.userCouponId,
    status: statusOf(record, now),
    validFrom: new Date(record.claimedAt).toISOString(),
    validTo: new Date(record.validTo).toISOString(),
    claimedAt: new Date(record.claimedAt).toISOString(),
    usedAt: record.usedAt === null ? null : new Date(record.usedAt).toISOString(),
  };
}

const STATUSES: readonly UserCouponStatus[] = ['unused', 'used', 'expired'];

/**
 * Where the caller stands with each campaign: how many are left, whether they claimed one and what
 * became of their copy. The coupon center and the home strip both show it, so they never disagree.
 */
export function claimStates(ctx: ApiContext, now: number) {
  const user = callerOf(ctx);
  const mine = user ? userCoupons(ctx.server.store, user, now) : [];
  return (def: CouponDef) => {
    const copy = mine.find((c) => c.couponId === def.id);
    return {
      stockLeft: remainingStock(ctx.server.store, def),
      claimed: copy !== undefined,
      // The renter's own copy: only an unused one can go on an order.
      mine: copy ? statusOf(copy, now) : null,
    };
  };
}

export const COUPON_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/coupon/list',
    handler: (ctx) => {
      const now = ctx.server.clock.now();
      const goodsId = optionalInt(ctx, 'goodsId', { min: 1, max: 999_999_999 });
      if (goodsId !== undefined && !CATALOG.some((g) => g.seed.id === goodsId))
        throw new BizError(404, 'goodsNotFound');
      const stateOf = claimStates(ctx, now);
      return COUPON_DEFS.filter((def) => def.listed && inClaimWindow(def, now))
        .filter((def) => goodsId === undefined || usableOn(def, goodsId))
        .map((def) => ({
          ...couponBase(def, ctx.lang),
          validFrom: def.claimFrom,
          validTo: def.claimTo,
          validDays: def.validDays,
          ...stateOf(def),
          status: 'available' as const,
        }));
    },
  },
  {
    method: 'POST',
    path: '/api/coupon/get',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const couponId = parseIntStrict(requireString(ctx, 'couponId', 12), 'couponId', 1, 999_999_999);
      const now = ctx.server.clock.now();
      const record = claimCoupon(ctx.server.store, user, couponId, now);
      const def = COUPON_DEFS.find((c) => c.id === couponId);
      return def ? userCouponView(record, def, now, ctx.lang) : null;
    },
  },
  {
    method: 'GET',
    path: '/api/coupon/my/list',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const status = (readParam(ctx, 'status') ?? 'unused').trim() as UserCouponStatus;
      if (!STATUSES.includes(status)) throw new BizError(400, 'badParam', { name: 'status' });
      const now = ctx.server.clock.now();
      return userCoupons(ctx.server.store, user, now)
        .filter((record) => statusOf(record, now) === status)
        .flatMap((record) => {
          const def = COUPON_DEFS.find((c) => c.id === record.couponId);
          return def ? [userCouponView(record, def, now, ctx.lang)] : [];
        })
        .sort((a, b) => b.claimedAt.localeCompare(a.claimedAt));
    },
  },
];
