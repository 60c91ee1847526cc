import { ORDER_TABS, tabOfQuery } from './order-tabs';

test.each([
  ['pendingPay', 'pending'],
  ['pendingShip', 'pending'],
  ['shipped', 'renting'],
  ['inRent', 'renting'],
  ['returning', 'returning'],
])("the Mine page's %s shortcut opens the %s tab", (shortcut, tab) => {
  expect(tabOfQuery(shortcut)).toBe(tab);
});

test.each(ORDER_TABS)('the %s tab opens itself', (tab) => {
  expect(tabOfQuery(tab)).toBe(tab);
});

test.each([undefined, '', 'toString', 'constructor', 'PENDING_PAY', 'nonsense'])('%p falls back to all', (status) => {
  expect(tabOfQuery(status)).toBe('all');
});
