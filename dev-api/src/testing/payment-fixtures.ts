import { withCheckDigit } from '../data/banks';
import { ensureVerified, signContract } from './renter-steps';
import type { Envelope, TestServer } from './test-server';

export interface TradeView {
  tradeNo: string;
  orderId: number;
  kind: string;
  billIds: number[];
  amount: number;
  channel: string | null;
  status: string;
  paidAt: string | null;
  failCode: string | null;
  failReason: string | null;
}

export interface BillItem {
  id: number;
  periodNo: number;
  status: string;
  amount: number;
  overdueFee: number;
  paidAmount: number;
  payChannel: string | null;
  payable: number;
}

export interface OrderDetail {
  orderId: number;
  status: string;
  overdue: boolean;
  bills: { items: BillItem[] };
}

/** A valid ICBC debit number (BIN 622202, 19 digits, Luhn-checked). */
export const ICBC_CARD = withCheckDigit('622202020011234567');
export const CMB_CARD = withCheckDigit('622588012345678');

/** What placing (or previewing) a 6-month iPhone 16 Pro with its required service sends, plus `extra`. */
export async function orderBody(t: TestServer, extra: { userCouponId?: number } = {}) {
  const { data: goods } = await t.api<{
    skus: { skuId: number; term: number; deposit: number }[];
    services: { id: number; required: boolean }[];
  }>('/api/goods/1001');
  const sku = goods.skus.find((s) => s.term === 6);
  if (!sku) throw new Error('no 6-month term');
  return {
    sku,
    body: {
      goodsId: 1001,
      skuId: sku.skuId,
      term: 6,
      serviceIds: goods.services.filter((s) => s.required).map((s) => s.id),
      address: {
        receiverName: '王小明',
        receiverPhone: '13912345678',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路 100 号 2 单元 301',
      },
      ...extra,
    },
  };
}

/**
 * Places an order and drives it to `state` through the real calls and the order control surface;
 * a renter not yet verified is verified first (with `idNumber`, for a second verified account).
 */
export async function orderIn(
  t: TestServer,
  token: string,
  state: string,
  extra: { userCouponId?: number; idNumber?: string } = {},
): Promise<number> {
  const { idNumber, ...choice } = extra;
  await ensureVerified(t, token, idNumber);
  const { body } = await orderBody(t, choice);
  const placed = await t.api<{ orderId: number }>('/api/order/place', {
    token,
    json: { ...body, requestKey: `place-${Math.random()}` },
  });
  if (!placed.success) throw new Error(placed.msg);
  const { orderId } = placed.data;
  const form = { orderId: String(orderId) };
  const steps: [string, () => Promise<unknown>][] = [
    ['PENDING_REVIEW', () => t.api('/api/order/freeze/notify', { token, form: { ...form, resultCode: '9000' } })],
    ['PENDING_SIGN', () => t.control('POST', `orders/${orderId}/approve`, {})],
    ['PENDING_PAY', () => signContract(t, token, orderId)],
    ['PENDING_SHIP', () => t.control('POST', `orders/${orderId}/markFirstPaid`, {})],
    ['SHIPPED', () => t.control('POST', `orders/${orderId}/ship`, { company: 'SF' })],
    ['IN_RENT', () => t.api('/api/order/received', { token, form })],
  ];
  // A placed order is CREATED already: no step runs for it.
  const last = steps.findIndex(([reached]) => reached === state);
  for (const [, step] of steps.slice(0, last + 1)) await step();
  const detail = await orderDetail(t, token, orderId);
  if (detail.status !== state) throw new Error(`order ${orderId} is ${detail.status}, not ${state}`);
  return orderId;
}

export async function orderDetail(t: TestServer, token: string, orderId: number): Promise<OrderDetail> {
  const res = await t.api<OrderDetail>('/api/order/detail', { token, form: { orderId: String(orderId) } });
  if (!res.success) throw new Error(res.msg);
  return res.data;
}

/** Saves, texts and binds a card; answers its id. */
export async function bindCard(t: TestServer, token: string, no = ICBC_CARD, reservedPhone = '13700001111') {
  const saved = await t.api<{ cardId: number }>('/api/unionpay/card/save', {
    token,
    json: { no, holderName: '王小明', reservedPhone },
  });
  if (!saved.success) throw new Error(saved.msg);
  await t.api('/api/unionpay/card/sendBindSms', { token, form: { no } });
  const code = await t.control<{ code: string }>('GET', `payments/sms?mobile=${reservedPhone}`);
  const bound = await t.api<{ id: number }>('/api/unionpay/card/bind', { token, form: { no, verifyCode: code.code } });
  if (!bound.success) throw new Error(bound.msg);
  return bound.data.id;
}

export type Api = <T>(path: string, form: Record<string, string>, lang?: string) => Promise<Envelope<T>>;
