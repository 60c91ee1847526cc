import type { Bill } from '../api/types';
import { billFixture } from '../testing/fixtures';
import { billTotals, hasPayableRent, initialCount, oldestFirst, selectionTotals, toggleRow } from './bill-selection';

const bill = (periodNo: number, patch: Partial<Bill> = {}): Bill =>
  billFixture(periodNo, { id: 100 + periodNo, amount: 9900, ...patch });

describe('choosing installments oldest first', () => {
  test('choosing a row chooses every older one; dropping one drops the newer ones', () => {
    let count = 0;
    count = toggleRow(count, 2);
    expect(count).toBe(3);
    count = toggleRow(count, 1);
    expect(count).toBe(1);
    count = toggleRow(count, 0);
    expect(count).toBe(0);
    count = toggleRow(count, 0);
    expect(count).toBe(1);
  });

  test('overdue rows are chosen from the start, else the oldest row alone', () => {
    expect(
      initialCount([
        bill(2, { status: 'overdue', overdueFee: 150 }),
        bill(3, { status: 'overdue', overdueFee: 50 }),
        bill(4),
      ]),
    ).toBe(2);
    expect(initialCount([bill(2), bill(3)])).toBe(1);
    expect(initialCount([])).toBe(0);
  });

  test('rows arrive in any order and are listed by period', () => {
    expect(oldestFirst([bill(4), bill(2), bill(3)]).map((b) => b.periodNo)).toEqual([2, 3, 4]);
  });
});

describe('totals', () => {
  test('the total of a selection adds its late fees', () => {
    const items = [bill(2, { status: 'overdue', overdueFee: 149 }), bill(3), bill(4)];
    expect(selectionTotals(items, 2)).toEqual({ amount: 19800, overdueFee: 149, payable: 19949, billIds: [102, 103] });
    expect(selectionTotals(items, 0)).toEqual({ amount: 0, overdueFee: 0, payable: 0, billIds: [] });
  });

  test('paid, unpaid and overdue add up per row', () => {
    const items = [
      bill(1, { status: 'paid', paidAmount: 12900, amount: 12900, payable: 0, paidAt: '2026-01-15T02:00:00Z' }),
      bill(2, { status: 'overdue', overdueFee: 149 }),
      bill(3),
    ];
    expect(billTotals(items)).toEqual({ paid: 12900, unpaid: 9900 + 149 + 9900, overdue: 9900 + 149 });
  });

  test('"pay" is offered only while a rent row is open', () => {
    expect(hasPayableRent([bill(1, { status: 'paid', payable: 0 }), bill(2)])).toBe(true);
    expect(hasPayableRent([bill(1, { status: 'paid', payable: 0 }), bill(2, { status: 'paying' })])).toBe(false);
  });
});
