import { GOODS_BY_ID, type GoodsRecord, type SkuRecord } from '../data/catalog';
import { COUPON_BY_ID } from '../data/coupons';
import { servicePrice } from '../data/pricing';
import { SERVICES } from '../data/services';
import { BizError } from '../http/envelope';
import { tr, type Lang } from '../i18n/lang';
import { addressesOf } from './addresses';
import { checkChoice, setAutopay, type AutopayChoice } from './autopay';
import { statusOf, usableOn, userCoupons } from './coupons';
import { chinaDay } from './order-dates';
import { quote } from './order-pricing';
import { availableStock, newBillId, orderState, reserveStock } from './order-store';
import type { AddressRecord, OrderRecord, OrderService } from './order-types';
import { randomToken, type Store, type User } from './store';

export interface PlaceInput {
  goodsId: number;
  skuId: number;
  term: number;
  serviceIds: number[];
  userCouponId: number | null;
  addressId: number | null;
  address: Omit<AddressRecord, 'id' | 'isDefault'> | null;
  /** The automatic debit chosen on the confirm page; absent or null: off. */
  autopay?: AutopayChoice | null;
}

function findSku(goodsId: number, skuId: number, term: number): { goods: GoodsRecord; sku: SkuRecord } {
  const goods = GOODS_BY_ID.get(goodsId);
  if (!goods) throw new BizError(404, 'goodsNotFound');
  const sku = goods.skus.find((s) => s.skuId === skuId);
  if (!sku) throw new BizError(404, 'skuNotFound');
  if (sku.term !== term) throw new BizError(400, 'termMismatch');
  return { goods, sku };
}

function pickServices(goods: GoodsRecord, ids: number[], lang: Lang): OrderService[] {
  const offered = goods.seed.services.map(({ key, required }) => ({ key, required, def: SERVICES[key] }));
  const chosen = new Set(ids);
  for (const id of chosen) if (!offered.some((o) => o.def.id === id)) throw new BizError(400, 'serviceUnknown');
  const missing = offered.find((o) => o.required && !chosen.has(o.def.id));
  if (missing)
    throw new BizError(400, 'serviceRequired', { name: tr(missing.def.name, lang) }, { serviceId: missing.def.id });
  return offered
    .filter((o) => chosen.has(o.def.id))
    .map((o) => ({
      id: o.def.id,
      key: o.key,
      payMode: o.def.payMode,
      price: servicePrice(goods.marketPrice, o.def),
    }));
}

function pickCoupon(
  store: Store,
  user: User,
  userCouponId: number,
  goods: GoodsRecord,
  totalRent: number,
  now: number,
) {
  const record = userCoupons(store, user, now).find((c) => c.userCouponId === userCouponId);
  const def = record ? COUPON_BY_ID.get(record.couponId) : undefined;
  // `data.field` lets the confirm page drop the coupon and price the order again.
  const refused = { field: 'userCouponId' };
  if (!record || !def) throw new BizError(404, 'couponNotOwned', undefined, refused);
  const status = statusOf(record, now);
  if (status === 'used') throw new BizError(409, 'couponUsed', undefined, refused);
  if (status === 'expired') throw new BizError(409, 'couponExpired', undefined, refused);
  if (!usableOn(def, goods.seed.id)) throw new BizError(409, 'couponOutOfScope', undefined, refused);
  if (totalRent < def.threshold)
    throw new BizError(409, 'couponThreshold', { amount: def.threshold / 100, thresholdFen: def.threshold }, refused);
  return { record, def };
}

/** Runs every check of placing and prices the order, changing nothing (also the confirm-order preview). */
export function prepareOrder(store: Store, user: User, input: PlaceInput, now: number, lang: Lang) {
  const { goods, sku } = findSku(input.goodsId, input.skuId, input.term);
  if (availableStock(store, sku) <= 0) throw new BizError(409, 'outOfStock');
  const services = pickServices(goods, input.serviceIds, lang);
  const coupon =
    input.userCouponId === null ? null : pickCoupon(store, user, input.userCouponId, goods, sku.totalRent, now);
  let address: OrderRecord['address'] | null = null;
  if (input.addressId !== null) {
    const saved = addressesOf(store, user).find((a) => a.id === input.addressId);
    if (!saved) throw new BizError(404, 'addressNotFound');
    const { isDefault: _ignored, ...rest } = saved;
    address = rest;
  } else if (input.address) address = { id: null, ...input.address };
  const q = quote({ sku, services, coupon: coupon?.def ?? null, anchor: now });
  return { goods, sku, services, coupon, address, quote: q };
}

const orderNoOf = (id: number, now: number): string =>
  `ZL${chinaDay(now).replaceAll('-', '')}${String(id).padStart(8, '0')}`;

/** The wallet's deposit-freeze request: a fresh `out_request_no` each time the renter tries again. */
export function makeOrderStr(order: OrderRecord): string {
  const params = new URLSearchParams({
    app_id: '2021000000000000',
    method: 'alipay.fund.auth.order.app.freeze',
    out_order_no: order.orderNo,
    out_request_no: `${order.orderNo}-${order.freezeSeq}`,
    amount: (order.amount.deposit / 100).toFixed(2),
    credit_amount: (order.amount.creditWaived / 100).toFixed(2),
    fund_amount: (order.amount.frozen / 100).toFixed(2),
    nonce: randomToken(6),
  });
  return params.toString();
}

/** Places an order once per `requestKey`: a repeat answers the first order, whatever its body. */
export function placeOrder(
  store: Store,
  user: User,
  requestKey: string,
  input: PlaceInput,
  now: number,
  lang: Lang,
): OrderRecord {
  const state = orderState(store);
  const key = `${user.userId}:${requestKey}`;
  const existing = state.byRequestKey.get(key);
  if (existing !== undefined) {
    const order = state.orders.get(existing);
    if (order) return order;
  }
  const prepared = prepareOrder(store, user, input, now, lang);
  if (!prepared.address) throw new BizError(400, 'addressRequired');
  if (input.autopay) checkChoice(store, user.userId, input.autopay);
  const orderId = state.nextOrderId++;
  const order: OrderRecord = {
    orderId,
    orderNo: orderNoOf(orderId, now),
    userId: user.userId,
    requestKey,
    status: 'CREATED',
    createdAt: now,
    goodsId: prepared.goods.seed.id,
    skuId: prepared.sku.skuId,
    term: prepared.sku.term,
    termUnit: prepared.sku.termUnit,
    services: prepared.services,
    userCouponId: prepared.coupon?.record.userCouponId ?? null,
    couponId: prepared.coupon?.def.id ?? null,
    periodRentOverride: null,
    amount: prepared.quote.amount,
    bills: prepared.quote.bills.map((b) => ({ ...b, id: newBillId(store) })),
    address: prepared.address,
    contract: { contractNo: null, status: 'none', signToken: null, signedAt: null },
    delivery: null,
    giveback: null,
    buyout: null,
    cancellation: null,
    changes: null,
    rentStartAt: null,
    rentEndAt: null,
    freezeReleasedAt: null,
    freezeSeq: 1,
    orderStr: '',
    events: [{ key: 'placed', at: now }],
  };
  order.orderStr = makeOrderStr(order);
  if (input.autopay) setAutopay(order, true, input.autopay, now);
  if (prepared.coupon) prepared.coupon.record.usedAt = now;
  reserveStock(store, order.skuId, 1);
  state.orders.set(orderId, order);
  state.byRequestKey.set(key, orderId);
  return order;
}

/** Gives back what a placed order held: the stock and a used coupon. */
export function releaseOrder(store: Store, user: User | undefined, order: OrderRecord, now: number): void {
  reserveStock(store, order.skuId, -1);
  if (order.userCouponId !== null && user) {
    const record = userCoupons(store, user, now).find((c) => c.userCouponId === order.userCouponId);
    if (record) record.usedAt = null;
  }
}

/** A merchant's change of term or rent: the same device on the new term, priced and scheduled again. */
export function reprice(order: OrderRecord, term: number, periodRent: number | null, now: number, store: Store): void {
  const goods = GOODS_BY_ID.get(order.goodsId);
  const current = goods?.skus.find((s) => s.skuId === order.skuId);
  if (!goods || !current) throw new BizError(404, 'skuNotFound');
  const sku = goods.skus.find(
    (s) =>
      s.term === term &&
      s.color === current.color &&
      s.condition === current.condition &&
      s.variant === current.variant,
  );
  if (!sku) throw new BizError(400, 'termMismatch');
  const coupon = order.couponId === null ? null : (COUPON_BY_ID.get(order.couponId) ?? null);
  const q = quote({ sku, services: order.services, coupon, anchor: now, periodRentOverride: periodRent });
  order.changes = {
    fromTerm: order.term,
    toTerm: sku.term,
    fromPeriodRent: order.amount.periodRent,
    toPeriodRent: q.amount.periodRent,
  };
  if (sku.skuId !== order.skuId) {
    reserveStock(store, order.skuId, -1);
    reserveStock(store, sku.skuId, 1);
  }
  order.skuId = sku.skuId;
  order.term = sku.term;
  order.periodRentOverride = periodRent;
  order.amount = q.amount;
  order.bills = q.bills.map((b) => ({ ...b, id: newBillId(store) }));
}
