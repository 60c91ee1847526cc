import type { BankCard, Bill, FirstPayList, OrderBills, Trade } from '../api/types';

export function billFixture(periodNo: number, patch: Partial<Bill> = {}): Bill {
  const amount = patch.amount ?? 29900;
  const overdueFee = patch.overdueFee ?? 0;
  return {
    id: 500 + periodNo,
    orderNo: 'ZL2026112100000042',
    periodNo,
    periodTotal: 6,
    dueDate: `2026-${String(periodNo + 5).padStart(2, '0')}-21`,
    rentAmount: amount,
    serviceAmount: 0,
    originalAmount: amount,
    discountAmount: 0,
    amount,
    overdueFee,
    overdueDays: overdueFee > 0 ? 3 : 0,
    paidAmount: 0,
    paidAt: null,
    payChannel: null,
    status: 'unpaid',
    kind: 'rent',
    payable: amount + overdueFee,
    ...patch,
  };
}

export function firstPayFixture(patch: Partial<FirstPayList> = {}): FirstPayList {
  return {
    orderId: 42,
    orderNo: 'YP202611210042',
    kind: 'first',
    amount: 32900,
    items: [billFixture(1, { amount: 32900 })],
    breakdown: [
      { key: 'rent', label: '首期租金', amount: 29900 },
      { key: 'services', label: '意外保障', amount: 3000 },
    ],
    goods: {
      name: 'iPhone 16 Pro 256G',
      thumb: '/static/goods/1.png',
      specText: '黑色 · 256G · 全新',
      termText: '6 个月',
    },
    boundCardId: null,
    openTrade: null,
    ...patch,
  };
}

export function tradeFixture(patch: Partial<Trade> = {}): Trade {
  return {
    tradeNo: 'T20261121001',
    status: 'SUCCESS',
    amount: 32900,
    orderId: 42,
    kind: 'first',
    paidAt: '2026-11-21T03:00:00Z',
    failReason: null,
    ...patch,
  };
}

export function cardFixture(patch: Partial<BankCard> = {}): BankCard {
  return {
    id: 7,
    bankName: '招商银行',
    bankCode: 'CMB',
    cardType: 'debit',
    cardNoMasked: '6214 **** **** 0123',
    last4: '0123',
    holderName: '*小租',
    reservedPhone: '138****8000',
    ...patch,
  };
}

/** An order's schedule as `POST /api/order/detail` answers it (the parts the payment pages read). */
export function orderBillsFixture(status: string, items: Bill[]): OrderBills {
  return {
    orderId: 42,
    orderNo: 'YP1',
    status,
    statusText: '租赁中',
    goods: { name: 'iPhone 16 Pro', thumb: '', specText: '黑色', termText: '6 个月' },
    actions: [],
    bills: { totalRent: 179400, paid: 29900, unpaid: 60249, overdue: 30349, items },
  };
}
