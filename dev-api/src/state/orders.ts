import { GOODS_BY_ID, type GoodsRecord, type SkuRecord } from '../data/catalog';
import { RULES } from '../data/rental-rules';
import { COUPON_BY_ID, type CouponDef } from '../data/coupons';
import { SERVICES, type PayMode } from '../data/services';
import { BizError } from '../http/envelope';
import { tr, type Lang } from '../i18n/lang';
import type { OrderEventKey } from '../i18n/order-messages';
import { usableOn } from '../routes/coupon';
import { statusOf, userCoupons } from './coupons';
import type { BuyoutLine } from './settlement';
import { randomToken, type Store, type User } from './store';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

export const ORDER_STATUSES = [
  'CREATED',
  'PENDING_REVIEW',
  'PENDING_CONFIRM',
  'PENDING_SIGN',
  'PENDING_PAY',
  'PENDING_SHIP',
  'SHIPPED',
  'IN_RENT',
  'RETURN_DUE',
  'RETURNING',
  'BUYOUT_PENDING',
  'COMPLETED',
  'BOUGHT_OUT',
  'REJECTED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'BOUGHT_OUT', 'REJECTED', 'CANCELLED'];

export type BillStatus = 'unpaid' | 'paying' | 'paid' | 'overdue' | 'failed';

export interface Bill {
  id: number;
  periodNo: number;
  periodTotal: number;
  dueDate: string;
  rentAmount: number;
  serviceAmount: number;
  originalAmount: number;
  discountAmount: number;
  amount: number;
  overdueFee: number;
  overdueDays: number;
  paidAmount: number;
  paidAt: number | null;
  payChannel: string | null;
  status: BillStatus;
  kind: 'rent' | 'buyout' | 'returnFee';
}

export interface OrderAmount {
  totalRent: number;
  periodRent: number;
  firstPay: number;
  couponDiscount: number;
  servicesFee: number;
  deposit: number;
  creditWaived: number;
  frozen: number;
  buyoutPrice: number;
}

export interface AddressRecord {
  id: number;
  receiverName: string;
  receiverPhone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
}

export interface OrderService {
  id: number;
  key: keyof typeof SERVICES;
  payMode: PayMode;
  price: number;
}

export interface OrderEvent {
  key: OrderEventKey;
  at: number;
  vars?: Record<string, string | number>;
}

export interface Shipment {
  companyCode: string;
  trackingNo: string;
  shippedAt: number;
  fromCity: string;
  toCity: string;
}

export interface ReturnRecord {
  returnNo: string;
  status: 'applied' | 'shipped' | 'inspecting' | 'done' | 'rejected';
  reason: string;
  appliedAt: number;
  remainingPeriods: number;
  remainingAmount: number;
  /** The settlement applied with the return: the fee, and the rows not yet due it dropped. */
  earlyReturnFee: number;
  droppedPeriods: number;
  droppedRent: number;
  shipment: Shipment | null;
}

export interface BuyoutRecord {
  buyoutNo: string;
  amount: number;
  breakdown: BuyoutLine[];
  status: 'pending_pay' | 'paid';
  /** Where a withdrawn buyout goes back to, with the rows it folded into its own. */
  fromStatus: OrderStatus;
  folded: Bill[];
}

export interface OrderRecord {
  orderId: number;
  orderNo: string;
  userId: number;
  requestKey: string;
  status: OrderStatus;
  createdAt: number;
  goodsId: number;
  skuId: number;
  term: number;
  termUnit: 'day' | 'month';
  services: OrderService[];
  userCouponId: number | null;
  couponId: number | null;
  periodRentOverride: number | null;
  amount: OrderAmount;
  bills: Bill[];
  address: Omit<AddressRecord, 'isDefault' | 'id'> & { id: number | null };
  contract: {
    contractNo: string | null;
    status: 'none' | 'signing' | 'signed';
    signToken: string | null;
    signedAt: number | null;
  };
  delivery: Shipment | null;
  giveback: ReturnRecord | null;
  buyout: BuyoutRecord | null;
  changes: { fromTerm: number; toTerm: number; fromPeriodRent: number; toPeriodRent: number } | null;
  rentStartAt: number | null;
  rentEndAt: number | null;
  /** When the deposit pre-authorization was let go (the order ended); null while it holds. */
  freezeReleasedAt: number | null;
  freezeSeq: number;
  orderStr: string;
  events: OrderEvent[];
}

interface OrderState {
  orders: Map<number, OrderRecord>;
  byRequestKey: Map<string, number>;
  reserved: Map<number, number>;
  addresses: Map<number, AddressRecord[]>;
  signTokens: Map<string, number>;
  nextOrderId: number;
  nextBillId: number;
  nextAddressId: number;
}

// Kept beside the store, like the coupons: a reset swaps the store, and this state goes with it.
const states = new WeakMap<Store, OrderState>();

export function orderState(store: Store): OrderState {
  let state = states.get(store);
  if (!state) {
    state = {
      orders: new Map(),
      byRequestKey: new Map(),
      reserved: new Map(),
      addresses: new Map(),
      signTokens: new Map(),
      nextOrderId: 700001,
      nextBillId: 1,
      nextAddressId: 3001,
    };
    states.set(store, state);
  }
  return state;
}

// ---------------------------------------------------------------- money and dates

const roundYuan = (fen: number): number => Math.max(100, Math.round(fen / 100) * 100);

export function servicePrice(goods: GoodsRecord, key: keyof typeof SERVICES): number {
  const def = SERVICES[key];
  return Math.max(def.minPrice, roundYuan(goods.marketPrice * def.rate));
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar day in China time, `YYYY-MM-DD`, as due dates are written. */
export const chinaDay = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** Due dates in China time: the anchor's day in each following month, clamped to the month's end. */
export function dueDates(anchor: number, count: number): string[] {
  const local = new Date(anchor + CHINA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const dates: string[] = [];
  for (let k = 0; k < count; k++) {
    const y = year + Math.floor((month + k) / 12);
    const m = (month + k) % 12;
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    dates.push(`${y}-${pad(m + 1)}-${pad(Math.min(day, last))}`);
  }
  return dates;
}

export function addTerm(from: number, unit: 'day' | 'month', n: number): number {
  if (unit === 'day') return from + n * DAY_MS;
  const d = new Date(from);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.getTime() + (from % DAY_MS);
}

/** The coupon's whole value on this order, before it is spread over the rows. */
export function couponValue(def: CouponDef, sku: SkuRecord, periodRent: number, totalRent: number): number {
  let value: number;
  switch (def.type) {
    case 'cash':
    case 'full_reduction':
      value = def.value;
      break;
    case 'discount':
      value = Math.round(((def.applyTo === 'first_period' ? periodRent : totalRent) * (100 - def.value)) / 100);
      break;
    case 'first_period_free':
      value = periodRent;
      break;
    case 'free_days':
      value = sku.dailyRent * def.value;
      break;
  }
  return Math.max(0, Math.min(value, totalRent));
}

/** Spreads a discount over the rows' rent: all on row 1, evenly, or earliest rows first. */
export function allocate(discount: number, rents: number[], applyTo: CouponDef['applyTo']): number[] {
  const out = rents.map(() => 0);
  if (discount <= 0 || rents.length === 0) return out;
  if (applyTo === 'first_period') {
    out[0] = Math.min(discount, rents[0] ?? 0);
    return out;
  }
  if (applyTo === 'spread_all') {
    const share = Math.floor(discount / rents.length);
    let extra = discount - share * rents.length;
    return rents.map((rent) => {
      const take = Math.min(rent, share + (extra > 0 ? 1 : 0));
      if (extra > 0) extra--;
      return take;
    });
  }
  let left = discount;
  return rents.map((rent) => {
    const take = Math.min(rent, left);
    left -= take;
    return take;
  });
}

export interface Quote {
  amount: OrderAmount;
  bills: Omit<Bill, 'id'>[];
}

export function quote(input: {
  goods: GoodsRecord;
  sku: SkuRecord;
  services: OrderService[];
  coupon: CouponDef | null;
  anchor: number;
  periodRentOverride?: number | null;
}): Quote {
  const { sku, services, coupon, anchor } = input;
  const monthly = sku.termUnit === 'month';
  const periods = monthly ? sku.term : 1;
  const periodRent = input.periodRentOverride ?? sku.periodRent;
  const totalRent = periodRent * periods;
  const rents = Array.from({ length: periods }, () => periodRent);
  const discount = coupon ? couponValue(coupon, sku, periodRent, totalRent) : 0;
  const discounts = allocate(discount, rents, coupon?.applyTo ?? 'first_period');
  const once = services.filter((s) => s.payMode === 'once').reduce((sum, s) => sum + s.price, 0);
  const perPeriod = services.filter((s) => s.payMode === 'perPeriod').reduce((sum, s) => sum + s.price, 0);
  const dates = dueDates(anchor, periods);
  const bills = rents.map((rent, i) => {
    const serviceAmount = perPeriod + (i === 0 ? once : 0);
    const originalAmount = rent + serviceAmount;
    const discountAmount = discounts[i] ?? 0;
    return {
      periodNo: i + 1,
      periodTotal: periods,
      dueDate: dates[i] ?? '',
      rentAmount: rent,
      serviceAmount,
      originalAmount,
      discountAmount,
      amount: originalAmount - discountAmount,
      overdueFee: 0,
      overdueDays: 0,
      paidAmount: 0,
      paidAt: null,
      payChannel: null,
      status: 'unpaid' as const,
      kind: 'rent' as const,
    };
  });
  const creditWaived = Math.min(sku.deposit, RULES.deposit.creditWaiverCap);
  const buyoutPrice =
    input.periodRentOverride == null ? sku.buyoutPrice : Math.max(0, sku.buyoutPrice + sku.totalRent - totalRent);
  return {
    amount: {
      totalRent,
      periodRent,
      firstPay: bills[0]?.amount ?? 0,
      couponDiscount: discounts.reduce((a, b) => a + b, 0),
      servicesFee: once + perPeriod * periods,
      deposit: sku.deposit,
      creditWaived,
      frozen: sku.deposit - creditWaived,
      buyoutPrice,
    },
    bills,
  };
}

// ---------------------------------------------------------------- placing

export interface PlaceInput {
  goodsId: number;
  skuId: number;
  term: number;
  serviceIds: number[];
  userCouponId: number | null;
  addressId: number | null;
  address: Omit<AddressRecord, 'id' | 'isDefault'> | null;
}

export function findSku(goodsId: number, skuId: number, term: number): { goods: GoodsRecord; sku: SkuRecord } {
  const goods = GOODS_BY_ID.get(goodsId);
  if (!goods) throw new BizError(404, 'goodsNotFound');
  const sku = goods.skus.find((s) => s.skuId === skuId);
  if (!sku) throw new BizError(404, 'skuNotFound');
  if (sku.term !== term) throw new BizError(400, 'termMismatch');
  return { goods, sku };
}

export function availableStock(store: Store, sku: SkuRecord): number {
  return sku.stock - (orderState(store).reserved.get(sku.skuId) ?? 0);
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
    .map((o) => ({ id: o.def.id, key: o.key, payMode: o.def.payMode, price: servicePrice(goods, o.key) }));
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
  if (totalRent < def.threshold) throw new BizError(409, 'couponThreshold', { amount: def.threshold / 100 }, refused);
  return { record, def };
}

/** Validates a placement; with `dryRun` nothing is changed (the confirm-order preview). */
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
  const q = quote({ goods, sku, services, coupon: coupon?.def ?? null, anchor: now });
  return { goods, sku, services, coupon, address, quote: q };
}

function orderNoOf(id: number, now: number): string {
  const d = new Date(now + CHINA_OFFSET_MS);
  const ymd = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  return `ZL${ymd}${String(id).padStart(8, '0')}`;
}

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
    bills: prepared.quote.bills.map((b) => ({ ...b, id: state.nextBillId++ })),
    address: prepared.address,
    contract: { contractNo: null, status: 'none', signToken: null, signedAt: null },
    delivery: null,
    giveback: null,
    buyout: null,
    changes: null,
    rentStartAt: null,
    rentEndAt: null,
    freezeReleasedAt: null,
    freezeSeq: 1,
    orderStr: '',
    events: [{ key: 'placed', at: now }],
  };
  order.orderStr = makeOrderStr(order);
  if (prepared.coupon) prepared.coupon.record.usedAt = now;
  state.reserved.set(order.skuId, (state.reserved.get(order.skuId) ?? 0) + 1);
  state.orders.set(orderId, order);
  state.byRequestKey.set(key, orderId);
  return order;
}

/** Gives back what a placed order held: the stock and a used coupon. */
export function releaseOrder(store: Store, user: User | undefined, order: OrderRecord, now: number): void {
  const state = orderState(store);
  state.reserved.set(order.skuId, Math.max(0, (state.reserved.get(order.skuId) ?? 0) - 1));
  if (order.userCouponId !== null && user) {
    const record = userCoupons(store, user, now).find((c) => c.userCouponId === order.userCouponId);
    if (record) record.usedAt = null;
  }
}

// ---------------------------------------------------------------- lookups and moves

export function userOrder(store: Store, userId: number, orderId: number): OrderRecord {
  const order = orderState(store).orders.get(orderId);
  if (!order || order.userId !== userId) throw new BizError(404, 'orderNotFound');
  return order;
}

export function ordersOf(store: Store, userId: number): OrderRecord[] {
  return [...orderState(store).orders.values()]
    .filter((o) => o.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt || b.orderId - a.orderId);
}

/** Refuses a move from any state but the listed ones (409, localized by the route layer). */
export function expectStatus(order: OrderRecord, allowed: readonly OrderStatus[], action: string): void {
  if (!allowed.includes(order.status))
    throw new BizError(409, 'orderWrongState', { status: order.status, action }, { status: order.status });
}

export function move(
  order: OrderRecord,
  to: OrderStatus,
  event: OrderEventKey,
  now: number,
  vars?: OrderEvent['vars'],
): void {
  order.status = to;
  if (FINAL_STATUSES.includes(to)) order.freezeReleasedAt ??= now;
  if (to === 'PENDING_SIGN' && !order.contract.contractNo) order.contract.contractNo = `HT${order.orderNo.slice(2)}`;
  order.events.push(vars ? { key: event, at: now, vars } : { key: event, at: now });
}

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
  const q = quote({ goods, sku, services: order.services, coupon, anchor: now, periodRentOverride: periodRent });
  const state = orderState(store);
  order.changes = {
    fromTerm: order.term,
    toTerm: sku.term,
    fromPeriodRent: order.amount.periodRent,
    toPeriodRent: q.amount.periodRent,
  };
  if (sku.skuId !== order.skuId) {
    state.reserved.set(order.skuId, Math.max(0, (state.reserved.get(order.skuId) ?? 0) - 1));
    state.reserved.set(sku.skuId, (state.reserved.get(sku.skuId) ?? 0) + 1);
  }
  order.skuId = sku.skuId;
  order.term = sku.term;
  order.periodRentOverride = periodRent;
  order.amount = q.amount;
  order.bills = q.bills.map((b) => ({ ...b, id: state.nextBillId++ }));
}

export function payable(bill: Bill): number {
  return bill.amount + bill.overdueFee - bill.paidAmount;
}

export function billSummary(order: OrderRecord) {
  // A cancelled or refused order never started: its schedule is void, nothing on it is owed.
  const rows = order.status === 'CANCELLED' || order.status === 'REJECTED' ? [] : order.bills;
  const sum = (list: Bill[], f: (b: Bill) => number): number => list.reduce((a, b) => a + f(b), 0);
  return {
    totalRent: order.amount.totalRent,
    paid: sum(rows, (b) => b.paidAmount),
    unpaid: sum(
      rows.filter((b) => b.status !== 'paid'),
      payable,
    ),
    overdue: sum(
      rows.filter((b) => b.status === 'overdue'),
      payable,
    ),
    items: rows.map((b) => ({
      id: b.id,
      orderNo: order.orderNo,
      periodNo: b.periodNo,
      periodTotal: b.periodTotal,
      dueDate: b.dueDate,
      originalAmount: b.originalAmount,
      discountAmount: b.discountAmount,
      amount: b.amount,
      rentAmount: b.rentAmount,
      serviceAmount: b.serviceAmount,
      overdueFee: b.overdueFee,
      overdueDays: b.overdueDays,
      paidAmount: b.paidAmount,
      paidAt: b.paidAt === null ? null : new Date(b.paidAt).toISOString(),
      payChannel: b.payChannel,
      status: b.status,
      kind: b.kind,
      payable: payable(b),
    })),
  };
}

export function isOverdue(order: OrderRecord): boolean {
  return order.bills.some((b) => b.status === 'overdue');
}

export function newSignToken(store: Store, order: OrderRecord): string {
  const state = orderState(store);
  if (order.contract.signToken) state.signTokens.delete(order.contract.signToken);
  const token = randomToken(18);
  order.contract.signToken = token;
  state.signTokens.set(token, order.orderId);
  return token;
}

export function orderBySignToken(store: Store, token: string): OrderRecord | undefined {
  const state = orderState(store);
  const id = state.signTokens.get(token);
  return id === undefined ? undefined : state.orders.get(id);
}

// ---------------------------------------------------------------- addresses

export function addressesOf(store: Store, user: User): AddressRecord[] {
  const state = orderState(store);
  let list = state.addresses.get(user.userId);
  if (!list) {
    list = [];
    if (user.userId === 10001)
      list.push({
        id: state.nextAddressId++,
        receiverName: '林小租',
        receiverPhone: '13800138000',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '粤海街道科技南十二路 2 号 1 栋 1802',
        isDefault: true,
      });
    state.addresses.set(user.userId, list);
  }
  return list;
}

export function saveAddress(store: Store, user: User, input: Omit<AddressRecord, 'id'> & { id: number | null }) {
  const list = addressesOf(store, user);
  let record: AddressRecord | undefined;
  if (input.id !== null) {
    record = list.find((a) => a.id === input.id);
    if (!record) throw new BizError(404, 'addressNotFound');
    Object.assign(record, input, { id: record.id });
  } else {
    record = { ...input, id: orderState(store).nextAddressId++ };
    list.push(record);
  }
  if (record.isDefault || list.length === 1) {
    for (const a of list) a.isDefault = a === record;
  }
  return record;
}

// ---------------------------------------------------------------- counts

export interface OrderCounts {
  pendingPay: number;
  pendingShip: number;
  shipped: number;
  inRent: number;
  returning: number;
  /** Orders waiting for the renter: deposit authorization, signature, a payment. */
  toAuthorize: number;
  toSign: number;
  toPay: number;
  /** The order list's tabs (`GET /api/order/list?status=`), so Mine's shortcuts count what they open. */
  pending: number;
  renting: number;
}

const TAB_OF: Partial<Record<OrderStatus, 'pending' | 'renting' | 'returning'>> = {
  CREATED: 'pending',
  PENDING_REVIEW: 'pending',
  PENDING_CONFIRM: 'pending',
  PENDING_SIGN: 'pending',
  PENDING_PAY: 'pending',
  PENDING_SHIP: 'pending',
  SHIPPED: 'renting',
  IN_RENT: 'renting',
  RETURN_DUE: 'renting',
  BUYOUT_PENDING: 'renting',
  RETURNING: 'returning',
};

export function orderCounts(store: Store | undefined, userId: number): OrderCounts {
  const counts: OrderCounts = {
    pendingPay: 0,
    pendingShip: 0,
    shipped: 0,
    inRent: 0,
    returning: 0,
    toAuthorize: 0,
    toSign: 0,
    toPay: 0,
    pending: 0,
    renting: 0,
  };
  for (const o of store ? ordersOf(store, userId) : []) {
    if (o.status === 'PENDING_PAY') counts.pendingPay++;
    else if (o.status === 'PENDING_SHIP') counts.pendingShip++;
    else if (o.status === 'SHIPPED') counts.shipped++;
    else if (o.status === 'IN_RENT' || o.status === 'RETURN_DUE') counts.inRent++;
    if (o.status === 'CREATED') counts.toAuthorize++;
    if (o.status === 'PENDING_SIGN' || o.status === 'PENDING_CONFIRM') counts.toSign++;
    if (o.status === 'PENDING_PAY' || o.status === 'BUYOUT_PENDING' || isOverdue(o)) counts.toPay++;
    const tab = TAB_OF[o.status];
    if (tab) counts[tab]++;
  }
  return counts;
}

export const DAY = DAY_MS;

// ---------------------------------------------------------------- paying

/**
 * Marks rows paid and moves the order on: row 1 paid ships it, the buyout row paid closes it.
 * The order's overdue flag follows the rows, so paying the overdue ones clears it.
 */
export function payBills(order: OrderRecord, rows: Bill[], channel: string, now: number): void {
  for (const row of rows) {
    if (row.status === 'paid') continue;
    Object.assign(row, { status: 'paid', paidAmount: row.amount + row.overdueFee, paidAt: now, payChannel: channel });
  }
  if (order.status === 'PENDING_PAY' && order.bills[0]?.status === 'paid')
    move(order, 'PENDING_SHIP', 'firstPaid', now);
  const buyoutRow = order.bills.find((b) => b.kind === 'buyout');
  if (order.status === 'BUYOUT_PENDING' && buyoutRow?.status === 'paid') {
    if (order.buyout) order.buyout.status = 'paid';
    move(order, 'BOUGHT_OUT', 'buyoutPaid', now);
  }
}
