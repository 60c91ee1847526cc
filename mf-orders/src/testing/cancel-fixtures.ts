import type { CancelQuote } from '../api/cancel-types';
import type { OrderDetail } from '../api/types';
import { detailFixture } from './detail-fixtures';

const CANCELLED_AT = '2026-11-22T02:00:00.000Z';
/** 30 minutes later: 10:30 in Beijing. */
const LANDS_AT = '2026-11-22T02:30:00.000Z';

/** Row 1 paid with an ICBC card; the merchant has not shipped yet. */
export function pendingShipFixture(): OrderDetail {
  return detailFixture({
    status: 'PENDING_SHIP',
    statusText: '待发货',
    explanation: '首期已支付，商家正在备货发货',
    actions: ['viewContract', 'viewBills', 'cancel'],
    delivery: null,
    rentStartAt: null,
    rentEndAt: null,
  });
}

export const cardQuote: CancelQuote = {
  refundTotal: 69100,
  refunds: [
    {
      billId: 19,
      periodNo: 1,
      periodTotal: 3,
      amount: 69100,
      channel: 'card',
      bankName: '中国工商银行',
      last4: '4567',
    },
  ],
  frozen: 699900,
  refundMinutes: 30,
};

/** The same order cancelled: the card refund on its way, the freeze released. */
export function cancelledFixture(): OrderDetail {
  const paidRow = pendingShipFixture().bills.items[0];
  if (!paidRow) throw new Error('the fixture has a paid row 1');
  const refundNo = 'TK202611220000000701';
  return detailFixture({
    status: 'CANCELLED',
    statusText: '已取消',
    explanation: '订单已取消，已付 ¥691.00 原路退回中，30 分钟内到账；押金冻结已解除',
    actions: [],
    delivery: null,
    rentStartAt: null,
    rentEndAt: null,
    cancellation: {
      reason: '价格太贵',
      cancelledAt: CANCELLED_AT,
      fromStatus: 'PENDING_SHIP',
      refundTotal: 69100,
      refunds: [
        {
          refundNo,
          billId: paidRow.id,
          periodNo: 1,
          periodTotal: 3,
          amount: 69100,
          channel: 'card',
          bankName: '中国工商银行',
          last4: '4567',
          status: 'processing',
          requestedAt: CANCELLED_AT,
          expectedAt: LANDS_AT,
          refundedAt: null,
        },
      ],
      deposit: { frozen: 699900, status: 'released', releasedAt: CANCELLED_AT },
    },
    settlement: { paid: 69100, outstanding: 0, frozen: 699900, freezeReleasedAt: CANCELLED_AT },
    bills: {
      totalRent: 198300,
      paid: 69100,
      unpaid: 0,
      overdue: 0,
      items: [paidRow],
      refunded: 69100,
      refunds: [
        {
          refundNo,
          kind: 'refund',
          billId: paidRow.id,
          periodNo: 1,
          periodTotal: 3,
          amount: -69100,
          channel: 'card',
          status: 'processing',
          requestedAt: CANCELLED_AT,
          refundedAt: null,
        },
      ],
    },
  });
}
