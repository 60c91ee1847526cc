import type { Bill } from '../api/order-types';
import { remainingRent } from './remaining-bills';

const bill = (periodNo: number, status: Bill['status'], payable: number, kind: Bill['kind'] = 'rent') =>
  ({ id: periodNo, periodNo, status, payable, kind }) as Bill;

test('what a return leaves to pay: the rent rows not paid, overdue ones with their fees', () => {
  const items = [bill(1, 'paid', 0), bill(2, 'overdue', 70137), bill(3, 'unpaid', 69100), bill(4, 'paying', 69100)];
  const left = remainingRent({ totalRent: 0, paid: 0, unpaid: 0, overdue: 0, items });
  expect(left.items.map((b) => b.periodNo)).toEqual([2, 3, 4]);
  expect(left.amount).toBe(208337);
});

test('a buyout row is not rent left to pay', () => {
  const left = remainingRent({
    totalRent: 0,
    paid: 0,
    unpaid: 0,
    overdue: 0,
    items: [bill(1, 'unpaid', 5000, 'buyout')],
  });
  expect(left).toEqual({ items: [], amount: 0 });
});
