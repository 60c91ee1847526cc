import { couponExpired } from '@rental/shared/coupon-pricing';
import { GOODS_BY_ID } from '../data/catalog';
import { descendantIds } from '../data/categories';
import { COUPON_BY_ID, COUPON_DEFS, SEED_EXPIRED, SEED_USED, type CouponDef } from '../data/coupons';
import { BizError } from '../http/envelope';
import type { Store, User } from './store';

const DAY_MS = 86_400_000;

export interface UserCouponRecord {
  userCouponId: number;
  couponId: number;
  userId: number;
  claimedAt: number;
  validTo: number;
  usedAt: number | null;
}

interface CouponState {
  claims: Map<number, number>;
  byUser: Map<number, UserCouponRecord[]>;
  nextId: number;
}

// Kept beside the store rather than in it: a reset swaps the store, and this state goes with it.
const states = new WeakMap<Store, CouponState>();

function stateOf(store: Store): CouponState {
  let state = states.get(store);
  if (!state) {
    state = { claims: new Map(COUPON_DEFS.map((c) => [c.id, c.seededClaims])), byUser: new Map(), nextId: 500001 };
    states.set(store, state);
  }
  return state;
}

function record(state: CouponState, user: User, def: CouponDef, claimedAt: number, usedAt: number | null) {
  return {
    userCouponId: state.nextId++,
    couponId: def.id,
    userId: user.userId,
    claimedAt,
    validTo: claimedAt + def.validDays * DAY_MS,
    usedAt,
  };
}

/** A user's coupons; the seeded ones are made on first look, relative to the server's clock. */
export function userCoupons(store: Store, user: User, now: number): UserCouponRecord[] {
  const state = stateOf(store);
  let list = state.byUser.get(user.userId);
  if (!list) {
    list = [];
    for (const id of user.couponIds) {
      const def = COUPON_BY_ID.get(id);
      if (def) list.push(record(state, user, def, now - 2 * DAY_MS, null));
    }
    for (const seed of SEED_USED.filter((s) => s.userId === user.userId)) {
      const def = COUPON_BY_ID.get(seed.couponId);
      if (def) list.push(record(state, user, def, now - (seed.daysAgo + 5) * DAY_MS, now - seed.daysAgo * DAY_MS));
    }
    for (const seed of SEED_EXPIRED.filter((s) => s.userId === user.userId)) {
      const def = COUPON_BY_ID.get(seed.couponId);
      if (def) list.push(record(state, user, def, now - seed.daysAgo * DAY_MS, null));
    }
    state.byUser.set(user.userId, list);
  }
  return list;
}

export type UserCouponStatus = 'unused' | 'used' | 'expired';

export function statusOf(coupon: UserCouponRecord, now: number): UserCouponStatus {
  if (coupon.usedAt !== null) return 'used';
  return couponExpired(coupon.validTo, now) ? 'expired' : 'unused';
}

/** Whether a coupon can be used on a goods: all goods, its category (top or child), or the goods. */
export function usableOn(def: CouponDef, goodsId: number): boolean {
  const goods = GOODS_BY_ID.get(goodsId);
  if (!goods) return false;
  if (def.scope === 'all') return true;
  if (def.scope === 'goods') return def.scopeIds.includes(goodsId);
  return def.scopeIds.some((id) => descendantIds(id).has(goods.seed.categoryId));
}

export function remainingStock(store: Store, def: CouponDef): number {
  return Math.max(0, def.stock - (stateOf(store).claims.get(def.id) ?? 0));
}

export function inClaimWindow(def: CouponDef, now: number): boolean {
  return now >= Date.parse(def.claimFrom) && now <= Date.parse(def.claimTo);
}

/** Once per user, inside the claim window, while stock lasts. */
export function claimCoupon(store: Store, user: User, couponId: number, now: number): UserCouponRecord {
  const def = COUPON_BY_ID.get(couponId);
  if (!def) throw new BizError(404, 'couponNotFound');
  const mine = userCoupons(store, user, now);
  if (mine.some((c) => c.couponId === couponId)) throw new BizError(409, 'couponAlreadyClaimed');
  if (!inClaimWindow(def, now)) throw new BizError(409, 'couponNotClaimable');
  if (remainingStock(store, def) === 0) throw new BizError(409, 'couponSoldOut');
  const state = stateOf(store);
  state.claims.set(def.id, (state.claims.get(def.id) ?? 0) + 1);
  const claimed = record(state, user, def, now, null);
  mine.push(claimed);
  user.couponIds.push(def.id);
  return claimed;
}
