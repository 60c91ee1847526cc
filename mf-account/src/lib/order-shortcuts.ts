import type { OrderCounts } from '@rental/shared';

export type OrderShortcutKey = keyof OrderCounts;

/** The mine page's order row, in the order a rental moves through them. */
export const ORDER_SHORTCUTS: readonly OrderShortcutKey[] = [
  'pendingPay',
  'pendingShip',
  'shipped',
  'inRent',
  'returning',
];

export const MY_ORDERS_PATH = '/pages/myOrder/myOrder';

export function orderListPath(status?: OrderShortcutKey): string {
  return status ? `${MY_ORDERS_PATH}?status=${status}` : MY_ORDERS_PATH;
}

/** Badge text: nothing for zero, "99+" past 99. */
export function countBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
