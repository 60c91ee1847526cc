import type { Bill } from './bill';
import { nextDueBill } from './next-due';

const bill = (periodNo: number, status: Bill['status'], kind: Bill['kind'] = 'rent'): Bill => ({
  id: periodNo,
  orderNo: 'ZL1',
  periodNo,
  periodTotal: 4,
  dueDate: `2026-1${periodNo}-01`,
  rentAmount: 10000,
  serviceAmount: 0,
  originalAmount: 10000,
  discountAmount: 0,
  amount: 10000,
  overdueFee: 0,
  overdueDays: 0,
  paidAmount: status === 'paid' ? 10000 : 0,
  paidAt: null,
  payChannel: null,
  status,
  kind,
  payable: status === 'paid' ? 0 : 10000,
});

test('the next bill is the first unpaid one of the schedule, overdue ones said apart', () => {
  expect(nextDueBill([bill(1, 'paid'), bill(2, 'overdue'), bill(4, 'unpaid'), bill(3, 'unpaid')])?.periodNo).toBe(3);
});

test('none while the first installment is unpaid, none when all is paid, never a buyout row', () => {
  expect(nextDueBill([bill(1, 'unpaid'), bill(2, 'unpaid')])).toBeNull();
  expect(nextDueBill([bill(1, 'paid'), bill(2, 'paid')])).toBeNull();
  expect(nextDueBill([bill(1, 'paid'), bill(2, 'paid'), bill(3, 'unpaid', 'buyout')])).toBeNull();
});
