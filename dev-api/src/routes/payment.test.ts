import { orderDetail, orderIn, type TradeView } from '../testing/payment-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.control('POST', 'reset');
  token = await t.login();
});

let keySeq = 0;
const key = (): string => `pay-${++keySeq}`;
const post = <T>(path: string, form: Record<string, string>, lang?: string) => t.api<T>(path, { token, form, lang });

async function createPay(orderId: number, requestKey = key()): Promise<TradeView> {
  const res = await post<TradeView>('/api/order/createPay', { orderId: String(orderId), requestKey });
  if (!res.success) throw new Error(res.msg);
  return res.data;
}

describe('first installment through the wallet', () => {
  test('lists row 1, pays it, and the order moves to PENDING_SHIP', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const list = await post<{ kind: string; amount: number; items: { periodNo: number }[]; openTrade: unknown }>(
      '/api/order/v2/firstPayList',
      { orderId: String(orderId) },
    );
    expect(list.data).toMatchObject({ kind: 'first', openTrade: null, items: [{ periodNo: 1 }] });
    const trade = await createPay(orderId);
    expect(trade).toMatchObject({ status: 'WAIT', kind: 'first', amount: list.data.amount });
    expect((await orderDetail(t, token, orderId)).bills.items[0]?.status).toBe('paying');
    const paid = await post<TradeView>('/api/order/pay', { tradeNo: trade.tradeNo, resultCode: '9000' });
    expect(paid.data).toMatchObject({ status: 'SUCCESS', channel: 'wallet' });
    const detail = await orderDetail(t, token, orderId);
    expect(detail.status).toBe('PENDING_SHIP');
    expect(detail.bills.items[0]).toMatchObject({ status: 'paid', paidAmount: trade.amount, payChannel: 'wallet' });
  });
});
