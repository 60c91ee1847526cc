import {
  isArrayOf,
  isBill,
  isBillSummary,
  isBoolean,
  isCategory,
  isMyCoupon,
  isNumber,
  isOneOf,
  isRecord,
  isString,
  isStringOrNull,
  type Category,
  type MyCoupon,
} from '@rental/shared';
import { hasRefundLines, isCancellation } from './cancel-guards';
import type {
  Address,
  Bill,
  Buyout,
  BuyoutQuote,
  ContactList,
  ExpressCompany,
  FreezeNotifyResult,
  Logistics,
  OrderAmount,
  OrderDetail,
  OrderList,
  OrderPreview,
  OrderSummary,
  PlacedOrder,
  RealNameInfo,
  ReturnApplied,
  ReturnQuote,
} from './types';
import type { GoodsService, GoodsSku, OrderGoodsInfo } from './goods-types';

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
  (v.totals === undefined || (isRecord(v.totals) && isNumber(v.totals.term) && isNumber(v.totals.own))) &&
  isArrayOf(v.bills, isPreviewBill) &&
  (v.userCouponId === null || isNumber(v.userCouponId));

/** Placing and re-freezing answer the same shape, so both calls check it with this one. */
export const isPlacedOrder = (v: unknown): v is PlacedOrder =>
  isRecord(v) && isNumber(v.orderId) && isString(v.orderNo) && isRecord(v.freeze) && isString(v.freeze.orderStr);

export const isFreezeNotifyResult = (v: unknown): v is FreezeNotifyResult =>
  isRecord(v) && isBoolean(v.frozen) && isString(v.status);

export const isAddress = (v: unknown): v is Address =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.receiverName) &&
  isString(v.receiverPhone) &&
  isString(v.province) &&
  isString(v.city) &&
  isString(v.district) &&
  isString(v.detail) &&
  isBoolean(v.isDefault);

export const isAddressList = (v: unknown): v is Address[] => isArrayOf(v, isAddress);

const isGoods = (v: unknown): boolean =>
  isRecord(v) &&
  isNumber(v.goodsId) &&
  isString(v.name) &&
  isString(v.thumb) &&
  isString(v.specText) &&
  isString(v.termText);

const isAmount = (v: unknown): boolean =>
  isRecord(v) && isNumber(v.totalRent) && isNumber(v.periodRent) && isNumber(v.firstPay) && isNumber(v.deposit);

export const isOrderSummary = (v: unknown): v is OrderSummary =>
  isRecord(v) &&
  isNumber(v.orderId) &&
  isString(v.orderNo) &&
  isString(v.status) &&
  isString(v.statusText) &&
  isString(v.createdAt) &&
  isBoolean(v.overdue) &&
  isGoods(v.goods) &&
  isAmount(v.amount) &&
  isArrayOf(v.actions, isString);

export const isOrderList = (v: unknown): v is OrderList =>
  isRecord(v) && isArrayOf(v.list, isOrderSummary) && isNumber(v.total) && isNumber(v.pageNum);

export const isLogistics = (v: unknown): v is Logistics =>
  isRecord(v) &&
  isString(v.company) &&
  isString(v.trackingNo) &&
  isString(v.state) &&
  isArrayOf(v.traces, (t): t is unknown => isRecord(t) && isString(t.time) && isString(t.context));

export const isBuyoutQuote = (v: unknown): v is BuyoutQuote =>
  isRecord(v) &&
  isNumber(v.amount) &&
  isArrayOf(
    v.breakdown,
    (l): l is unknown => isRecord(l) && isString(l.key) && isString(l.label) && isNumber(l.amount),
  );

export const isBuyout = (v: unknown): v is Buyout => isBuyoutQuote(v) && isRecord(v) && isString(v.buyoutNo);

export const isReturnQuote = (v: unknown): v is ReturnQuote =>
  isRecord(v) &&
  isArrayOf(v.due, isBill) &&
  isArrayOf(v.dropped, isBill) &&
  isNumber(v.dueAmount) &&
  isNumber(v.earlyReturnFee) &&
  isNumber(v.total) &&
  isNumber(v.frozen);

const isSettlement = (v: unknown): boolean =>
  isRecord(v) &&
  isNumber(v.paid) &&
  isNumber(v.outstanding) &&
  isNumber(v.frozen) &&
  isStringOrNull(v.freezeReleasedAt);

const isMerchantAddress = (v: unknown): boolean =>
  isRecord(v) && isString(v.name) && isString(v.phone) && isString(v.address);

export const isOrderDetail = (v: unknown): v is OrderDetail =>
  isOrderSummary(v) &&
  isRecord(v) &&
  isString(v.explanation) &&
  isRecord(v.address) &&
  isRecord(v.contract) &&
  isStringOrNull(v.contract.contractNo) &&
  (v.delivery === null || isLogistics(v.delivery)) &&
  (v.giveback === null || (isRecord(v.giveback) && isMerchantAddress(v.giveback.merchantAddress))) &&
  (v.buyout === null || isBuyout(v.buyout)) &&
  (v.changes === null || (isRecord(v.changes) && isNumber(v.changes.toTerm) && isNumber(v.changes.toPeriodRent))) &&
  isArrayOf(v.services, (s): s is unknown => isRecord(s) && isString(s.name) && isNumber(s.price)) &&
  isBillSummary(v.bills) &&
  hasRefundLines(v.bills) &&
  (v.settlement === null || isSettlement(v.settlement)) &&
  (v.cancellation === undefined || v.cancellation === null || isCancellation(v.cancellation)) &&
  isArrayOf(v.timeline, (t): t is unknown => isRecord(t) && isString(t.key) && isString(t.time) && isString(t.text)) &&
  (v.upcoming === undefined ||
    isArrayOf(v.upcoming, (u): u is unknown => isRecord(u) && isOneOf(['ship', 'deliver'], u.key) && isString(u.by)));

export const isReturnApplied = (v: unknown): v is ReturnApplied =>
  isRecord(v) && isString(v.returnNo) && isNumber(v.remainingAmount) && isMerchantAddress(v.merchantAddress);

export const isExpressCompanies = (v: unknown): v is ExpressCompany[] =>
  isArrayOf(v, (c): c is unknown => isRecord(c) && isString(c.code) && isString(c.name) && isString(c.example));

export const isCategoryList = (v: unknown): v is Category[] => isArrayOf(v, isCategory);

export const isMyCouponList = (v: unknown): v is MyCoupon[] => isArrayOf(v, isMyCoupon);

export const isRealNameInfo = (v: unknown): v is RealNameInfo => isRecord(v) && isString(v.realNameStatus);

export const isContactList = (v: unknown): v is ContactList => isRecord(v) && isArrayOf(v.contacts, isRecord);

const isRentUnit = (v: unknown): v is GoodsSku['termUnit'] => isOneOf(['day', 'month'] as const, v);

const SKU_NUMBERS = ['periods', 'dailyRent', 'periodRent', 'totalRent', 'deposit', 'stock'] as const;

const isGoodsSku = (v: unknown): v is GoodsSku =>
  isRecord(v) &&
  isNumber(v.skuId) &&
  isString(v.specText) &&
  isNumber(v.term) &&
  isRentUnit(v.termUnit) &&
  SKU_NUMBERS.every((key) => isNumber(v[key])) &&
  isString(v.image);

const isGoodsService = (v: unknown): v is GoodsService =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.name) &&
  isNumber(v.price) &&
  isOneOf(['once', 'perPeriod'] as const, v.payMode) &&
  isBoolean(v.required);

const isTermOption = (v: unknown): v is OrderGoodsInfo['termOptions'][number] =>
  isRecord(v) && isNumber(v.value) && isRentUnit(v.unit) && isString(v.label);

export const isOrderGoodsInfo = (v: unknown): v is OrderGoodsInfo =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.name) &&
  isString(v.thumb) &&
  isNumber(v.categoryId) &&
  isArrayOf(v.termOptions, isTermOption) &&
  isArrayOf(v.skus, isGoodsSku) &&
  isArrayOf(v.services, isGoodsService);
