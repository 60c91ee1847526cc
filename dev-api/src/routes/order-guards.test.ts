import { orderBody } from '../testing/payment-fixtures';
import { verifyRenter } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';

// Placing and the risk review's approval need a renter whose real name and face were both checked.
const s = renterSession();

let seq = 0;
async function place(lang?: string) {
  const { body } = await orderBody(s.t);
  return s.t.api<{ orderId: number }>('/api/order/place', {
    token: s.token,
    lang,
    json: { ...body, requestKey: `g-${++seq}` },
  });
}
const orders = () => s.t.control<{ orderId: number; status: string }[]>('GET', 'orders');
const renter = () => s.t.server.context.store.users.get(10001)!;

async function approve(orderId: number): Promise<{ status: number; msg: string }> {
  const res = await s.t.surface(`/__control/orders/${orderId}/approve`, { method: 'POST' });
  return { status: res.status, msg: ((await res.json()) as { msg: string }).msg };
}

describe('placing', () => {
  test('a renter who never verified is refused with the reason the app turns into its detour', async () => {
    const refused = await place('en');
    expect(refused).toMatchObject({
      success: false,
      code: 403,
      msg: 'Please complete real-name and face verification first',
      data: { reason: 'verificationRequired', realNameStatus: 'none' },
    });
    expect((await place()).msg).toBe('请先完成实名认证和人脸识别');
    expect(await orders()).toEqual([]);
  });

  test('a card without the face check is not enough; a failed face check neither', async () => {
    for (const status of ['ocr_done', 'face_pending', 'failed'] as const) {
      renter().realNameStatus = status;
      expect((await place()).data).toEqual({ reason: 'verificationRequired', realNameStatus: status });
    }
    expect(await orders()).toEqual([]);
  });

  test('the confirm page can still price the order before the detour; once verified, placing works', async () => {
    const { body } = await orderBody(s.t);
    expect((await s.t.api('/api/order/confirm', { token: s.token, json: body })).success).toBe(true);
    await verifyRenter(s.t, s.token);
    expect(await place()).toMatchObject({ success: true, data: { orderId: expect.any(Number) } });
    expect(await orders()).toHaveLength(1);
  });
});

describe('approving', () => {
  async function underReview(): Promise<number> {
    await verifyRenter(s.t, s.token);
    const { orderId } = (await place()).data;
    await s.t.api('/api/order/freeze/notify', {
      token: s.token,
      form: { orderId: String(orderId), resultCode: '9000' },
    });
    return orderId;
  }

  test('the review refuses a renter whose verification no longer stands, and passes a verified one', async () => {
    const orderId = await underReview();
    // As for an order placed before the rule: the approval checks again, whatever placing checked.
    renter().realNameStatus = 'failed';
    expect(await approve(orderId)).toEqual({
      status: 403,
      msg: 'the renter has not passed real-name and face verification (realNameStatus: failed)',
    });
    expect((await orders())[0]?.status).toBe('PENDING_REVIEW');
    renter().realNameStatus = 'verified';
    expect(await approve(orderId)).toMatchObject({ status: 200 });
    expect((await orders())[0]?.status).toBe('PENDING_SIGN');
  });

  test('rejecting needs no verification: a refused renter can always be turned down', async () => {
    const orderId = await underReview();
    renter().realNameStatus = 'none';
    const res = await s.t.surface(`/__control/orders/${orderId}/reject`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await orders())[0]?.status).toBe('REJECTED');
  });
});
