import { checkWire, isApiError, type ApiError, type Category, type MyCoupon, type Sku } from '@rental/shared';
import { couponExpired, couponSaving as couponSavingRule } from '@rental/shared/coupon-pricing';
import { CouponRefusalSchema } from '../../api/place-types';

/** What a coupon is checked against: the goods, its category path and the chosen SKU. */
export interface CouponContext {
  goodsId: number;
  /** The goods' category and every ancestor of it. */
  categoryPath: readonly number[];
  sku: Pick<Sku, 'periodRent' | 'totalRent' | 'dailyRent' | 'termUnit' | 'periods'>;
  now: number;
}

/** The goods' category with its ancestors, from the tree (just the category when it isn't found). */
/** What scoping needs of the category tree: ids and children. */
type CategoryNode = Pick<Category, 'id'> & { children?: readonly CategoryNode[] };

export function categoryPath(tree: readonly CategoryNode[], categoryId: number): number[] {
  const walk = (nodes: readonly CategoryNode[], trail: number[]): number[] | null => {
    for (const node of nodes) {
      const here = [...trail, node.id];
      if (node.id === categoryId) return here;
      const found = node.children ? walk(node.children, here) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []) ?? [categoryId];
}

function inScope(coupon: MyCoupon, ctx: CouponContext): boolean {
  if (coupon.scope === 'all') return true;
  if (coupon.scope === 'goods') return coupon.scopeIds.includes(ctx.goodsId);
  return coupon.scopeIds.some((id) => ctx.categoryPath.includes(id));
}

/** What the coupon takes off this order: the server's own rule, so it is the discount the bills carry. */
export function couponSaving(coupon: MyCoupon, ctx: CouponContext): number {
  const { periodRent, dailyRent, termUnit, periods } = ctx.sku;
  return couponSavingRule(coupon, { periodRent, dailyRent, periods: termUnit === 'month' ? periods : 1 });
}

export type Ineligible = 'scope' | 'threshold' | 'expired';

/** Why a coupon can't be used on this order, or `null` when it can. */
export function ineligibility(coupon: MyCoupon, ctx: CouponContext): Ineligible | null {
  if (coupon.status !== 'unused' || couponExpired(Date.parse(coupon.validTo), ctx.now)) return 'expired';
  if (!inScope(coupon, ctx)) return 'scope';
  if (ctx.sku.totalRent < coupon.threshold) return 'threshold';
  return null;
}

export interface CouponOption {
  coupon: MyCoupon;
  saving: number;
  blocked: Ineligible | null;
}

/** Every coupon with what it saves here; usable ones first, biggest saving first, then soonest to expire. */
export function rankCoupons(coupons: readonly MyCoupon[], ctx: CouponContext): CouponOption[] {
  return coupons
    .map((coupon) => ({ coupon, saving: couponSaving(coupon, ctx), blocked: ineligibility(coupon, ctx) }))
    .sort(
      (a, b) =>
        Number(a.blocked !== null) - Number(b.blocked !== null) ||
        b.saving - a.saving ||
        Date.parse(a.coupon.validTo) - Date.parse(b.coupon.validTo),
    );
}

/**
 * The coupon the order starts with: the renter's explicit choice (`0` = none) if still usable,
 * else their copy of the campaign picked on the product page, else the biggest saving.
 */
export function initialCoupon(
  options: readonly CouponOption[],
  chosen: { userCouponId?: number; couponId?: number },
): number | null {
  const usable = options.filter((o) => o.blocked === null && o.saving > 0);
  if (chosen.userCouponId === 0) return null;
  const explicit = usable.find((o) => o.coupon.userCouponId === chosen.userCouponId);
  if (explicit) return explicit.coupon.userCouponId;
  const campaign = usable.find((o) => o.coupon.id === chosen.couponId);
  if (campaign) return campaign.coupon.userCouponId;
  return usable[0]?.coupon.userCouponId ?? null;
}

/** The server refused the chosen coupon (used on another order meanwhile, expired, out of scope). */
export function isCouponRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'business' && checkWire(CouponRefusalSchema, error.data).ok;
}

/** The options without coupons the server has refused on this page: they are shown as unusable. */
export function withoutRefused(
  options: CouponOption[] | undefined,
  refused: readonly number[],
): CouponOption[] | undefined {
  if (!options || refused.length === 0) return options;
  return options.map((o) =>
    refused.includes(o.coupon.userCouponId) ? { ...o, blocked: o.blocked ?? 'expired', saving: 0 } : o,
  );
}
