import { EXPRESS_BY_CODE } from '../data/express';
import { BizError } from '../http/envelope';
import { parseIntStrict, requireString } from '../http/params';
import type { ApiContext } from '../http/router';
import type { AutopayChoice } from '../state/autopay';
import type { PlaceInput } from '../state/order-placing';
import type { AddressRecord } from '../state/order-types';

const ID_MAX = 999_999_999;
const PHONE = /^1[3-9]\d{9}$/;

/** An id from a form or a JSON body: digits as text or a number, 1 to ID_MAX. */
export function intField(value: unknown, name: string, optional: true): number | null;
export function intField(value: unknown, name: string, optional?: false): number;
export function intField(value: unknown, name: string, optional = false): number | null {
  if (value === undefined || value === null || value === '') {
    if (optional) return null;
    throw new BizError(400, 'badParam', { name });
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new BizError(400, 'badParam', { name });
  return parseIntStrict(String(value).trim(), name, 1, ID_MAX);
}

function textField(source: Record<string, unknown>, name: string, min: number, max: number): string {
  const value = source[name];
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < min || text.length > max) throw new BizError(400, 'badParam', { name });
  return text;
}

export function parseAddress(source: unknown): Omit<AddressRecord, 'id' | 'isDefault'> {
  if (source === null || typeof source !== 'object' || Array.isArray(source))
    throw new BizError(400, 'badParam', { name: 'address' });
  const a = source as Record<string, unknown>;
  const receiverPhone = textField(a, 'receiverPhone', 11, 11);
  if (!PHONE.test(receiverPhone)) throw new BizError(400, 'badParam', { name: 'receiverPhone' });
  return {
    receiverName: textField(a, 'receiverName', 1, 20),
    receiverPhone,
    province: textField(a, 'province', 1, 20),
    city: textField(a, 'city', 1, 20),
    district: textField(a, 'district', 1, 20),
    detail: textField(a, 'detail', 4, 100),
  };
}

/** The body of `/api/order/place` and `/confirm`; `serviceIds` as a list or a comma-separated form field. */
export function parsePlace(ctx: ApiContext): PlaceInput {
  const b = ctx.body;
  const rawServices = b.serviceIds ?? [];
  const list =
    typeof rawServices === 'string' ? rawServices.split(',').filter((s) => s.trim()) : (rawServices as unknown);
  if (!Array.isArray(list) || list.length > 10) throw new BizError(400, 'badParam', { name: 'serviceIds' });
  const addressId = intField(b.addressId, 'addressId', true);
  return {
    goodsId: intField(b.goodsId, 'goodsId'),
    skuId: intField(b.skuId, 'skuId'),
    term: intField(b.term, 'term'),
    serviceIds: list.map((id) => intField(id, 'serviceIds')),
    userCouponId: intField(b.userCouponId, 'userCouponId', true),
    addressId,
    address: addressId === null && b.address !== undefined && b.address !== null ? parseAddress(b.address) : null,
    autopay: b.autopay === undefined || b.autopay === null || b.autopay === '' ? null : parseAutopay(b.autopay),
  };
}

/** `{ method: 'wallet' }` or `{ method: 'card', cardId }`: the automatic debit to set up with the order. */
export function parseAutopay(source: unknown): AutopayChoice {
  if (source === null || typeof source !== 'object' || Array.isArray(source))
    throw new BizError(400, 'badParam', { name: 'autopay' });
  const a = source as Record<string, unknown>;
  if (a.method === 'wallet') return { method: 'wallet', cardId: null };
  if (a.method === 'card') return { method: 'card', cardId: intField(a.cardId, 'cardId') };
  throw new BizError(400, 'badParam', { name: 'method' }, { field: 'method' });
}

/** A parcel the renter names: a known express company and a tracking number in its format. */
export function trackingInput(ctx: ApiContext): { companyCode: string; trackingNo: string } {
  const companyCode = requireString(ctx, 'expressCode', 10).toUpperCase();
  const company = EXPRESS_BY_CODE.get(companyCode);
  if (!company) throw new BizError(400, 'expressCompanyUnknown');
  const trackingNo = requireString(ctx, 'trackingNo', 30).toUpperCase();
  if (!company.pattern.test(trackingNo)) throw new BizError(400, 'trackingNoInvalid');
  return { companyCode, trackingNo };
}
