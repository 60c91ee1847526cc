import type { OrderListStatus } from '../../api/types';

/** The list's tabs, left to right, as the server groups statuses. */
export const ORDER_TABS: readonly OrderListStatus[] = ['all', 'pending', 'renting', 'returning', 'finished'];

/**
 * The Mine page's shortcuts ask by the step a renter sees (mf-account's order counts); each lands on
 * the tab whose group holds that step.
 */
const SHORTCUT_TABS: Readonly<Record<string, OrderListStatus>> = {
  pendingPay: 'pending',
  pendingShip: 'pending',
  shipped: 'renting',
  inRent: 'renting',
  returning: 'returning',
};

const isTab = (value: string): value is OrderListStatus => (ORDER_TABS as readonly string[]).includes(value);

/** The tab for a `?status=` query: a tab name, a Mine shortcut, or "all" for anything else. */
export function tabOfQuery(status: string | undefined): OrderListStatus {
  if (!status) return 'all';
  if (isTab(status)) return status;
  return Object.hasOwn(SHORTCUT_TABS, status) ? (SHORTCUT_TABS[status] ?? 'all') : 'all';
}
