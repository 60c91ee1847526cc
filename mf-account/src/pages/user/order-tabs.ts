import type { OrderCounts } from '@rental/shared';
import { PATHS } from '../../lib/app-links';

/** The order list's own tabs (mf-orders' `?status=`), so a shortcut opens exactly what it counts. */
export type OrderTab = 'pending' | 'renting' | 'returning' | 'finished';

export const ORDER_SHORTCUTS: readonly OrderTab[] = ['pending', 'renting', 'returning', 'finished'];

/** What a tab's badge counts; finished orders need nothing and show no badge. */
export function tabCount(counts: OrderCounts, tab: OrderTab): number {
  return tab === 'finished' ? 0 : counts[tab];
}

/** What waits for the renter, in the order they would do it, and the tab where those orders are. */
export const NEEDS_YOU = [
  { key: 'toAuthorize', tab: 'pending' },
  { key: 'toSign', tab: 'pending' },
  { key: 'toPay', tab: 'all' },
] as const satisfies readonly { key: keyof OrderCounts; tab: OrderTab | 'all' }[];

export function orderListPath(tab?: OrderTab | 'all'): string {
  return tab && tab !== 'all' ? `${PATHS.myOrders}?status=${tab}` : PATHS.myOrders;
}

/** Badge text: nothing for zero, "99+" past 99. */
export function countBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
