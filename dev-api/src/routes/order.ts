import { EXPRESS_BY_CODE, EXPRESS_COMPANIES } from '../data/express';
import { BizError } from '../http/envelope';
import { optionalInt, parseIntStrict, readParam, requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { tr, type L10n } from '../i18n/lang';
import { ORDER_ACTION_NAMES, ORDER_STATUS_TEXTS } from '../i18n/order-messages';
import {
  addressesOf,
  addTerm,
  expectStatus,
  makeOrderStr,
  move,
  ordersOf,
  payable,
  placeOrder,
  prepareOrder,
  releaseOrder,
  saveAddress,
  userOrder,
  type AddressRecord,
  type OrderRecord,
  type OrderStatus,
  type PlaceInput,
} from '../state/orders';
import { closeOpenTrades } from '../state/payments';
import type { User } from '../state/store';
import { requireVerified } from '../state/verification';
import { logisticsOf, orderDetail, orderSummary } from './order-view';

const ID_MAX = 999_999_999;
const PHONE = /^1[3-9]\d{9}$/;

export function currentUser(ctx: ApiContext): User {
  const user = ctx.userId === null ? undefined : ctx.server.store.users.get(ctx.userId);
  if (!user) throw new BizError(401, 'tokenInvalid');
  return user;
}

function intField(value: unknown, name: string, optional: true): number | null;
function intField(value: unknown, name: string, optional?: false): number;
function intField(value: unknown, name: string, optional = false): number | null {
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

function parsePlace(ctx: ApiContext): PlaceInput {
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
  };
}

export function orderOf(ctx: ApiContext): OrderRecord {
  const orderId = intField(readParam(ctx, 'orderId'), 'orderId');
  return userOrder(ctx.server.store, currentUser(ctx).userId, orderId);
}

/** A 409 naming the current state and the refused action, in the caller's language. */
export function expect(ctx: ApiContext, order: OrderRecord, allowed: readonly OrderStatus[], action: string): void {
  try {
    expectStatus(order, allowed, action);
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    const status = tr(ORDER_STATUS_TEXTS[order.status], ctx.lang);
    const name = (ORDER_ACTION_NAMES as Record<string, L10n | undefined>)[action];
    throw new BizError(
      409,
      'orderWrongState',
      { status, action: name ? tr(name, ctx.lang) : action },
      { status: order.status },
    );
  }
}

export const now = (ctx: ApiContext): number => ctx.server.clock.now();

export const STATUS_GROUPS: Record<string, readonly OrderStatus[] | null> = {
  all: null,
  pending: ['CREATED', 'PENDING_REVIEW', 'PENDING_CONFIRM', 'PENDING_SIGN', 'PENDING_PAY', 'PENDING_SHIP'],
  renting: ['SHIPPED', 'IN_RENT', 'RETURN_DUE', 'BUYOUT_PENDING'],
  returning: ['RETURNING'],
  finished: ['COMPLETED', 'BOUGHT_OUT', 'REJECTED', 'CANCELLED'],
};

export const CANCELLABLE: readonly OrderStatus[] = [
  'CREATED',
  'PENDING_REVIEW',
  'PENDING_CONFIRM',
  'PENDING_SIGN',
  'PENDING_PAY',
];

export function trackingInput(ctx: ApiContext): { companyCode: string; trackingNo: string } {
  const companyCode = requireString(ctx, 'expressCode', 10).toUpperCase();
  const company = EXPRESS_BY_CODE.get(companyCode);
  if (!company) throw new BizError(400, 'expressCompanyUnknown');
  const trackingNo = requireString(ctx, 'trackingNo', 30).toUpperCase();
  if (!company.pattern.test(trackingNo)) throw new BizError(400, 'trackingNoInvalid');
  return { companyCode, trackingNo };
}

/** What placing and re-freezing both answer: the order, and the string the wallet freezes with. */
function freezeAnswer(order: { orderId: number; orderNo: string; status: string; orderStr: string }) {
  return { orderId: order.orderId, orderNo: order.orderNo, status: order.status, freeze: { orderStr: order.orderStr } };
}

export const ORDER_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/order/place',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      requireVerified(user);
      const requestKey = requireString(ctx, 'requestKey', 64);
      const order = placeOrder(ctx.server.store, user, requestKey, parsePlace(ctx), now(ctx), ctx.lang);
      return freezeAnswer(order);
    },
  },
  {
    // The renter's check of the order summary before placing: validates and prices, changes nothing.
    method: 'POST',
    path: '/api/order/confirm',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const p = prepareOrder(ctx.server.store, user, parsePlace(ctx), now(ctx), ctx.lang);
      return {
        amount: p.quote.amount,
        bills: p.quote.bills.map((b) => ({ ...b, payable: payable({ ...b, id: 0 }) })),
        address: p.address,
        services: p.services.map((s) => ({ id: s.id, payMode: s.payMode, price: s.price })),
        userCouponId: p.coupon?.record.userCouponId ?? null,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/order/list',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const group = (readParam(ctx, 'status') ?? '').trim() || 'all';
      if (!(group in STATUS_GROUPS)) throw new BizError(400, 'badParam', { name: 'status' });
      const allowed = STATUS_GROUPS[group];
      const pageNum = optionalInt(ctx, 'pageNum', { min: 1, max: 100_000, fallback: 1 });
      const pageSize = optionalInt(ctx, 'pageSize', { min: 1, max: 50, fallback: 10 });
      const orders = ordersOf(ctx.server.store, user.userId).filter((o) => !allowed || allowed.includes(o.status));
      const start = (pageNum - 1) * pageSize;
      return {
        list: orders.slice(start, start + pageSize).map((o) => orderSummary(o, ctx.lang)),
        total: orders.length,
        pageNum,
        pageSize,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/order/detail',
    auth: true,
    handler: (ctx) => orderDetail(orderOf(ctx), now(ctx), ctx.lang),
  },
  {
    method: 'POST',
    path: '/api/order/cancle',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const reason = requireString(ctx, 'reason', 100);
      expect(ctx, order, CANCELLABLE, 'cancel');
      // Signed but unpaid: a payment the renter left open in the wallet is closed with the order.
      closeOpenTrades(ctx.server.store, order, now(ctx));
      releaseOrder(ctx.server.store, currentUser(ctx), order, now(ctx));
      move(order, 'CANCELLED', 'cancelled', now(ctx), { reason });
      return orderDetail(order, now(ctx), ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/order/refreeze',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['CREATED'], 'refreeze');
      order.freezeSeq++;
      order.orderStr = makeOrderStr(order);
      return freezeAnswer(order);
    },
  },
  {
    // The client reports the wallet's freeze result; the wallet simulator's own record wins when it has one.
    method: 'POST',
    path: '/api/order/freeze/notify',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const reported = requireString(ctx, 'resultCode', 8);
      if (!/^\d{4}$/.test(reported)) throw new BizError(400, 'badParam', { name: 'resultCode' });
      if (order.status !== 'CREATED' && order.events.some((e) => e.key === 'frozen'))
        return { status: order.status, frozen: true, resultCode: '9000' };
      expect(ctx, order, ['CREATED'], 'freezeNotify');
      const seen = [...ctx.server.store.walletCalls]
        .reverse()
        .find((c) => c.action === 'freeze' && c.subject === order.orderStr);
      const resultCode = seen?.resultCode ?? reported;
      if (resultCode === '9000') move(order, 'PENDING_REVIEW', 'frozen', now(ctx));
      else order.events.push({ key: 'freezeFailed', at: now(ctx), vars: { code: resultCode } });
      return { status: order.status, frozen: resultCode === '9000', resultCode };
    },
  },
  {
    method: 'POST',
    path: '/api/order/confirmChanges',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['PENDING_CONFIRM'], 'confirmChanges');
      move(order, 'PENDING_SIGN', 'changesConfirmed', now(ctx));
      return orderDetail(order, now(ctx), ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/order/received',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['SHIPPED'], 'confirmReceipt');
      const at = now(ctx);
      order.rentStartAt = at;
      order.rentEndAt = addTerm(at, order.termUnit, order.term);
      move(order, 'IN_RENT', 'received', at);
      return orderDetail(order, at, ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/order/express',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const type = (readParam(ctx, 'type') ?? 'delivery').trim();
      if (type !== 'delivery' && type !== 'giveback') throw new BizError(400, 'badParam', { name: 'type' });
      const shipment = type === 'delivery' ? order.delivery : (order.giveback?.shipment ?? null);
      if (!shipment)
        throw new BizError(409, 'orderWrongState', {
          status: tr(ORDER_STATUS_TEXTS[order.status], ctx.lang),
          action: tr(ORDER_ACTION_NAMES.viewLogistics, ctx.lang),
        });
      return logisticsOf(shipment, now(ctx), ctx.lang);
    },
  },
  {
    method: 'GET',
    path: '/api/common/express',
    handler: (ctx) => EXPRESS_COMPANIES.map((c) => ({ code: c.code, name: tr(c.name, ctx.lang), example: c.example })),
  },
  {
    method: 'GET',
    path: '/api/address/list',
    auth: true,
    handler: (ctx) => addressesOf(ctx.server.store, currentUser(ctx)),
  },
  {
    method: 'POST',
    path: '/api/address/save',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const fields = parseAddress(ctx.body);
      const id = intField(ctx.body.id, 'id', true);
      const rawDefault = ctx.body.isDefault;
      const isDefault = rawDefault === true || rawDefault === 'true' || rawDefault === 1 || rawDefault === '1';
      if (id === null && addressesOf(ctx.server.store, user).length >= 20)
        throw new BizError(400, 'badParam', { name: 'id' });
      return saveAddress(ctx.server.store, user, { ...fields, id, isDefault });
    },
  },
];
