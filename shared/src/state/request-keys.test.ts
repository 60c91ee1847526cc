import { clearSession } from './auth-atoms';
import { createRequestKeys } from './request-keys';

beforeEach(() => localStorage.clear());

test('one key per attempt: kept across a reload until the server has answered, then a new one', () => {
  const keys = createRequestKeys('orders');
  const first = keys.keyFor('1001:12');
  expect(first).toMatch(/^h5-/);
  expect(first.length).toBeLessThanOrEqual(64);
  expect(createRequestKeys('orders').keyFor('1001:12')).toBe(first);
  expect(keys.keyFor('1002:12')).not.toBe(first);
  keys.forget('1001:12');
  expect(keys.keyFor('1001:12')).not.toBe(first);
});

test('remotes keep their own keys, and nothing is left once every attempt has ended', () => {
  const orders = createRequestKeys('orders');
  const payments = createRequestKeys('payments');
  expect(orders.keyFor('a')).not.toBe(payments.keyFor('a'));
  orders.forget('a');
  payments.forget('a');
  expect(localStorage.getItem('orders.requestKeys')).toBeNull();
  expect(localStorage.getItem('payments.requestKeys')).toBeNull();
});

test('logging out forgets every remote’s keys', () => {
  const first = createRequestKeys('payments').keyFor('first:12');
  clearSession();
  expect(Object.keys(localStorage).filter((k) => k.startsWith('payments.'))).toEqual([]);
  expect(createRequestKeys('payments').keyFor('first:12')).not.toBe(first);
});
