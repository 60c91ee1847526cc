import type { OrderCounts } from '@rental/shared';
import { PATHS } from './app-links';

export type OrderShortcutKey = keyof OrderCounts;

/** The mine page's order row, in the order a rental moves through them. */
export const ORDER_SHORTCUTS: readonly OrderShortcutKey[] = [
  'pendingPay',
  'pendingShip',
  'shipped',
  'inRent',
  'returning',
];

export function orderListPath(status?: OrderShortcutKey): string {
  return status ? `${PATHS.myOrders}?status=${status}` : PATHS.myOrders;
}

/** Badge text: nothing for zero, "99+" past 99. */
export function countBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
