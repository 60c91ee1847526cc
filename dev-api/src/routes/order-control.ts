import type { ServerContext } from '../context';
import { EXPRESS_BY_CODE } from '../data/express';
import { lateFee } from '../data/rental-rules';
import type { Params } from '../http/body';
import { BizError } from '../http/envelope';
import { tr } from '../i18n/lang';
import { MESSAGES } from '../i18n/messages';
import { withMoney } from '../i18n/money';
import { payable } from '../state/order-bills';
import { expectStatus, move, payBills } from '../state/order-lifecycle';
import { releaseOrder, reprice } from '../state/order-placing';
import { orderState } from '../state/order-store';
import type { OrderRecord, OrderStatus } from '../state/order-types';
import { contractVersions } from '../state/contract-versions';
import { closeOpenTrades } from '../state/payments';
import { isVerified } from '../state/verification';
import { orderDetail, yuan } from './order-view';

/** A refused control call: answered with its status and an English message. */
export class OrderControlError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function intOf(body: Params, name: string, min: number, max: number): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw new OrderControlError(`${name} must be an integer in ${min}..${max}`);
  return n;
}

function strOf(body: Params, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new OrderControlError(`${name} must be a string`);
  return value.trim();
}

type Action = (order: OrderRecord, body: Params, server: ServerContext, now: number) => void;

const need = (order: OrderRecord, allowed: readonly OrderStatus[], action: string): void =>
  expectStatus(order, allowed, action);

const ACTIONS: Record<string, Action> = {
  approve: (order, _b, server, now) => {
    need(order, ['PENDING_REVIEW'], 'approve');
    const renter = server.store.users.get(order.userId);
    // The risk review may pass only a renter whose real name and face were both checked.
    if (!isVerified(renter))
      throw new OrderControlError(
        `the renter has not passed real-name and face verification (realNameStatus: ${renter?.realNameStatus ?? 'none'})`,
        403,
      );
    move(order, 'PENDING_SIGN', 'approved', now);
  },
  reviseContract: (order) => {
    need(order, ['PENDING_REVIEW', 'PENDING_CONFIRM', 'PENDING_SIGN'], 'reviseContract');
    if (order.contract.status === 'signed') throw new OrderControlError('the contract is signed already', 409);
    // The lessor issues a new text: whatever the renter read before no longer counts for signing.
    contractVersions(order).revision += 1;
  },
  reject: (order, _b, server, now) => {
    need(order, ['PENDING_REVIEW'], 'reject');
    releaseOrder(server.store, server.store.users.get(order.userId), order, now);
    move(order, 'REJECTED', 'rejected', now);
  },
  changeTerms: (order, body, server, now) => {
    need(order, ['PENDING_REVIEW'], 'changeTerms');
    const term = intOf(body, 'term', 1, 365) ?? order.term;
    const periodRent = intOf(body, 'periodRent', 100, 100_000_000);
    try {
      reprice(order, term, periodRent, now, server.store);
    } catch (error) {
      if (error instanceof BizError) throw new OrderControlError(`term ${term} is not offered for this SKU`);
      throw error;
    }
    move(order, 'PENDING_CONFIRM', 'changed', now, {
      termN: order.term,
      termUnit: order.termUnit,
      rentFen: order.amount.periodRent,
    });
  },
  markFirstPaid: (order, _b, server, now) => {
    need(order, ['PENDING_PAY'], 'markFirstPaid');
    closeOpenTrades(server.store, order, now);
    payBills(order, order.bills.slice(0, 1), 'control', now);
    if (order.status === 'PENDING_PAY') move(order, 'PENDING_SHIP', 'firstPaid', now);
  },
  ship: (order, body, _s, now) => {
    need(order, ['PENDING_SHIP'], 'ship');
    const companyCode = (strOf(body, 'company') ?? 'SF').toUpperCase();
    const company = EXPRESS_BY_CODE.get(companyCode);
    if (!company) throw new OrderControlError(`company must be one of ${[...EXPRESS_BY_CODE.keys()].join(', ')}`);
    const digits = String(order.orderId).padStart(13, '0').slice(-13);
    const fallback = company.example.replace(/\d{13}$/, digits).replace(/\d+$/, (m) => digits.slice(-m.length));
    const trackingNo = (strOf(body, 'trackingNo') ?? fallback).toUpperCase();
    if (!company.pattern.test(trackingNo))
      throw new OrderControlError(`trackingNo does not look like ${company.example}`);
    order.delivery = { companyCode, trackingNo, shippedAt: now, fromCity: '深圳市', toCity: order.address.city };
    move(order, 'SHIPPED', 'shipped', now, { companyCode, trackingNo });
  },
  endTerm: (order, _b, _s, now) => {
    need(order, ['IN_RENT'], 'endTerm');
    move(order, 'RETURN_DUE', 'termEnded', now);
  },
  inspect: (order, _b, _s, now) => {
    need(order, ['RETURNING'], 'inspect');
    if (order.giveback?.status !== 'shipped')
      throw new OrderControlError('the renter has not shipped the device back yet', 409);
    const owed = order.bills.filter((b) => b.status !== 'paid').reduce((sum, b) => sum + payable(b), 0);
    // A finished order owes nothing: the return's settlement is paid before the order closes.
    if (owed > 0) throw new OrderControlError(`the renter still owes ¥${yuan(owed)} on this return`, 409);
    order.giveback.status = 'done';
    move(order, 'COMPLETED', 'inspected', now);
  },
  overdue: (order, body, _s, now) => {
    need(order, ['PENDING_PAY', 'PENDING_SHIP', 'SHIPPED', 'IN_RENT', 'RETURN_DUE', 'RETURNING'], 'overdue');
    const days = intOf(body, 'days', 1, 365) ?? 3;
    const row = order.bills.find((b) => b.status === 'unpaid');
    if (!row) throw new OrderControlError('no unpaid row to mark overdue', 409);
    row.status = 'overdue';
    row.overdueDays = days;
    row.overdueFee = lateFee(row.amount, days);
    order.events.push({ key: 'overdue', at: now, vars: { period: row.periodNo } });
  },
  payBuyout: (order, _b, server, now) => {
    need(order, ['BUYOUT_PENDING'], 'payBuyout');
    closeOpenTrades(server.store, order, now);
    payBills(
      order,
      order.bills.filter((b) => b.kind === 'buyout'),
      'control',
      now,
    );
    if (order.status === 'BUYOUT_PENDING') move(order, 'BOUGHT_OUT', 'buyoutPaid', now);
  },
};

export const ORDER_CONTROL_ACTIONS = Object.keys(ACTIONS);

/** `POST /__control/orders/:orderId/:action` and `GET /__control/orders`; null when the path is not ours. */
export function orderControl(
  method: string,
  pathname: string,
): ((server: ServerContext, url: URL, body: Params) => unknown) | null {
  if (method === 'GET' && pathname === '/__control/orders')
    return (server) =>
      [...orderState(server.store).orders.values()].map((o) => ({
        orderId: o.orderId,
        orderNo: o.orderNo,
        userId: o.userId,
        status: o.status,
      }));
  const match = /^\/__control\/orders\/(\d{1,12})\/(\w+)$/.exec(pathname);
  if (!match || method !== 'POST') return null;
  const orderId = Number(match[1]);
  const action = match[2] ?? '';
  return (server, _url, body) => {
    const run = ACTIONS[action];
    if (!run) throw new OrderControlError(`action must be one of ${ORDER_CONTROL_ACTIONS.join(', ')}`, 404);
    const order = orderState(server.store).orders.get(orderId);
    if (!order) throw new OrderControlError(`no order ${orderId}`, 404);
    const now = server.clock.now();
    try {
      run(order, body, server, now);
    } catch (error) {
      if (error instanceof BizError)
        throw new OrderControlError(
          tr(MESSAGES[error.key], 'en', withMoney({ ...error.vars, status: order.status, action }, 'en')),
          error.code,
        );
      throw error;
    }
    return orderDetail(order, now, 'zh-CN');
  };
}
