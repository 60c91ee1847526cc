import type { SkuRecord } from '../data/catalog';
import { BizError } from '../http/envelope';
import type { OrderRecord } from './order-types';
import { randomToken, type Store } from './store';

interface OrderState {
  orders: Map<number, OrderRecord>;
  byRequestKey: Map<string, number>;
  reserved: Map<number, number>;
  signTokens: Map<string, number>;
  nextOrderId: number;
  nextBillId: number;
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
      signTokens: new Map(),
      nextOrderId: 700001,
      nextBillId: 1,
    };
    states.set(store, state);
  }
  return state;
}

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

export const newBillId = (store: Store): number => orderState(store).nextBillId++;

// ---------------------------------------------------------------- stock held by open orders

export function availableStock(store: Store, sku: SkuRecord): number {
  return sku.stock - (orderState(store).reserved.get(sku.skuId) ?? 0);
}

/** Holds one unit of a SKU for an open order (`+1`) or gives it back (`-1`). */
export function reserveStock(store: Store, skuId: number, units: 1 | -1): void {
  const { reserved } = orderState(store);
  reserved.set(skuId, Math.max(0, (reserved.get(skuId) ?? 0) + units));
}

// ---------------------------------------------------------------- contract signing links

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
