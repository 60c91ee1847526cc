import type { OrderDetail, OrderSummary } from '../api/types';

/** An order as the dev API answers its detail (an order on rent, one bill overdue). */
export function detailFixture(patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId: 7,
    orderNo: 'ZL2026112200000007',
    status: 'IN_RENT',
    statusText: '租用中',
    createdAt: '2026-11-21T02:00:00.000Z',
    goods: {
      goodsId: 1002,
      skuId: 1002001,
      name: 'Apple iPhone 16 Pro Max',
      thumb: '/static/goods/1002/desert-titanium.svg',
      specText: '沙漠色钛金属 / 256GB / 全新',
      term: 3,
      termUnit: 'month',
      termText: '3个月',
    },
    amount: {
      totalRent: 198300,
      periodRent: 66100,
      firstPay: 69100,
      couponDiscount: 0,
      servicesFee: 9000,
      deposit: 999900,
      creditWaived: 300000,
      frozen: 699900,
      buyoutPrice: 951600,
    },
    overdue: false,
    actions: ['payBill', 'return', 'buyout', 'viewLogistics', 'viewContract', 'viewBills'],
    explanation: '租用中，请按时支付每期租金',
    rentStartAt: '2026-11-21T02:00:00.000Z',
    rentEndAt: '2027-02-21T02:00:00.000Z',
    address: {
      id: null,
      receiverName: '林小租',
      receiverPhone: '13912345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 100 号 2 单元 301',
    },
    couponId: null,
    userCouponId: null,
    services: [{ id: 2, name: '意外保障', payMode: 'perPeriod', price: 3000 }],
    contract: { contractNo: 'HT2026112200000007', status: 'signed' },
    delivery: {
      company: '顺丰速运',
      companyCode: 'SF',
      trackingNo: 'SF0000000000007',
      state: 'signed',
      traces: [{ time: '2026-11-21T08:00:00.000Z', context: '【杭州市】已签收' }],
    },
    giveback: null,
    buyout: null,
    changes: null,
    settlement: null,
    bills: {
      totalRent: 198300,
      paid: 69100,
      unpaid: 138200,
      overdue: 0,
      items: [1, 2, 3].map((periodNo) => ({
        id: 18 + periodNo,
        orderNo: 'ZL2026112200000007',
        periodNo,
        periodTotal: 3,
        dueDate: `2026-${periodNo === 3 ? '01' : String(10 + periodNo)}-22`,
        rentAmount: 66100,
        serviceAmount: 3000,
        originalAmount: 69100,
        discountAmount: 0,
        amount: 69100,
        overdueFee: 0,
        overdueDays: 0,
        paidAmount: periodNo === 1 ? 69100 : 0,
        paidAt: periodNo === 1 ? '2026-11-21T02:00:00.000Z' : null,
        payChannel: periodNo === 1 ? 'control' : null,
        status: periodNo === 1 ? 'paid' : 'unpaid',
        kind: 'rent',
        payable: periodNo === 1 ? 0 : 69100,
      })),
    },
    timeline: [
      { key: 'placed', time: '2026-11-21T02:00:00.000Z', text: '提交订单' },
      { key: 'shipped', time: '2026-11-21T03:00:00.000Z', text: '商家已发货' },
      { key: 'received', time: '2026-11-21T08:00:00.000Z', text: '确认收货，开始计租' },
    ],
    ...patch,
  };
}

/** The list's view of an order (the detail without its extra fields). */
export function summaryFixture(patch: Partial<OrderSummary> = {}): OrderSummary {
  const { orderId, orderNo, status, statusText, createdAt, goods, amount, overdue, actions } = detailFixture();
  return { orderId, orderNo, status, statusText, createdAt, goods, amount, overdue, actions, ...patch };
}
