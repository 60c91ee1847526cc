import { isRecord } from '@rental/shared';
import type { Address, Bill, OrderAmount, OrderPreview, PlacedOrder } from './order-types';

export { isRecord };
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isString = (v: unknown): v is string => typeof v === 'string';

export function isArrayOf<T>(v: unknown, item: (x: unknown) => x is T): v is T[] {
  return Array.isArray(v) && v.every(item);
}

const AMOUNT_FIELDS = [
  'totalRent',
  'periodRent',
  'firstPay',
  'couponDiscount',
  'servicesFee',
  'deposit',
  'creditWaived',
  'frozen',
  'buyoutPrice',
] as const satisfies readonly (keyof OrderAmount)[];

export const isOrderAmount = (v: unknown): v is OrderAmount =>
  isRecord(v) && AMOUNT_FIELDS.every((field) => isNumber(v[field]));

const isPreviewBill = (v: unknown): v is Omit<Bill, 'id'> =>
  isRecord(v) &&
  isNumber(v.periodNo) &&
  isNumber(v.periodTotal) &&
  isString(v.dueDate) &&
  isNumber(v.rentAmount) &&
  isNumber(v.serviceAmount) &&
  isNumber(v.discountAmount) &&
  isNumber(v.amount);

export const isOrderPreview = (v: unknown): v is OrderPreview =>
  isRecord(v) &&
  isOrderAmount(v.amount) &&
  isArrayOf(v.bills, isPreviewBill) &&
  (v.userCouponId === null || isNumber(v.userCouponId));

export const isPlacedOrder = (v: unknown): v is PlacedOrder =>
  isRecord(v) && isNumber(v.orderId) && isString(v.orderNo) && isRecord(v.freeze) && isString(v.freeze.orderStr);

export const isAddress = (v: unknown): v is Address =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.receiverName) &&
  isString(v.receiverPhone) &&
  isString(v.province) &&
  isString(v.city) &&
  isString(v.district) &&
  isString(v.detail) &&
  typeof v.isDefault === 'boolean';
