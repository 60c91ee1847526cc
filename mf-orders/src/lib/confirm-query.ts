import type { PageQuery } from '@rental/shared';
import type { OrderChoice } from '../api/place-types';
import { PATHS, withQuery } from './app-links';

/**
 * The confirm page's whole selection lives in its route, so that login, real-name, contacts and
 * adding an address all come back to exactly the same choice. `couponId` is what the product
 * page sends: a coupon campaign id, not one of the renter's copies (`userCouponId`).
 */
export interface ConfirmSelection {
  goodsId: number;
  skuId: number;
  term: number;
  serviceIds: number[];
  /** The campaign the renter picked on the product page (a hint for the first choice). */
  couponId?: number;
  /** The renter's own choice here: a coupon copy, or `0` for "no coupon". */
  userCouponId?: number;
  addressId?: number;
  /** The agreements were ticked (kept through the verification detour). */
  agreed?: boolean;
  /** Back from the verification detour: placing goes on by itself. */
  resume?: boolean;
}

const ID = /^\d{1,9}$/;
const int = (raw: string | undefined): number | undefined => (raw && ID.test(raw) ? Number(raw) : undefined);

/** The selection from the route, or `null` when the link lacks what an order needs. */
export function parseSelection(query: PageQuery): ConfirmSelection | null {
  const goodsId = int(query.goodsId);
  const skuId = int(query.skuId);
  const term = int(query.term);
  if (!goodsId || !skuId || !term) return null;
  const rawServices = (query.services ?? '').split(',').filter((s) => s !== '');
  if (!rawServices.every((s) => ID.test(s))) return null;
  const serviceIds = [...new Set(rawServices.map(Number))].sort((a, b) => a - b);
  return {
    goodsId,
    skuId,
    term,
    serviceIds,
    couponId: int(query.couponId),
    userCouponId: int(query.userCouponId),
    addressId: int(query.addressId),
    agreed: query.agreed === '1',
    resume: query.resume === '1',
  };
}

/** The confirm page's route for a selection. */
export function confirmRoute(s: ConfirmSelection): string {
  return withQuery(PATHS.confirmOrder, {
    goodsId: s.goodsId,
    skuId: s.skuId,
    term: s.term,
    services: s.serviceIds.join(','),
    couponId: s.couponId,
    userCouponId: s.userCouponId,
    addressId: s.addressId,
    agreed: s.agreed ? 1 : undefined,
    resume: s.resume ? 1 : undefined,
  });
}

/** What the server is asked to price and place; `0` ("no coupon") sends none. */
export function toChoice(s: ConfirmSelection, userCouponId: number | null, addressId: number | null): OrderChoice {
  return {
    goodsId: s.goodsId,
    skuId: s.skuId,
    term: s.term,
    serviceIds: s.serviceIds,
    ...(userCouponId ? { userCouponId } : {}),
    ...(addressId ? { addressId } : {}),
  };
}

/** A route with `addressId` set (or replaced): how a new address comes back selected. */
export function withAddress(route: string, addressId: number): string {
  const [path = '/', search = ''] = route.split('?');
  const params = new URLSearchParams(search);
  params.set('addressId', String(addressId));
  return `${path}?${params.toString()}`;
}
