import type { APIRequestContext, Page } from '@playwright/test';
import { Orders } from './orders';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

const ADDRESS = {
  receiverName: '林小租',
  receiverPhone: '13912345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号 2 单元 301',
};

interface Goods {
  skus: { skuId: number; term: number }[];
  services: { id: number; required: boolean }[];
}

export type MerchantAction =
  'approve' | 'reject' | 'changeTerms' | 'markFirstPaid' | 'ship' | 'endTerm' | 'overdue' | 'inspect' | 'payBuyout';

/**
 * Orders moved further than `Orders` takes them: signed through the real sign page, paid, shipped
 * and received, with the merchant's moves and the server clock under the test's control.
 */
export class OrdersDrive extends Orders {
  private placed = 0;

  constructor(
    private readonly api: APIRequestContext,
    private readonly base: string,
    private readonly bearer: string,
  ) {
    super(api, base, bearer);
  }

  private auth() {
    return { Authorization: `Bearer ${this.bearer}`, 'Client-Authorization': CLIENT_AUTH };
  }

  /** A merchant or risk move (docs/orders.md); throws when the server refuses it. */
  async merchant(orderId: number, action: MerchantAction, body: Record<string, unknown> = {}): Promise<void> {
    const res = await this.api.post(`${this.base}/__control/orders/${orderId}/${action}`, { data: body });
    if (!res.ok()) throw new Error(`${action}: ${res.status()} ${await res.text()}`);
  }

  /** Moves the server clock on (shipment traces appear over server time). */
  async advanceClock(hours: number): Promise<void> {
    const res = await this.api.post(`${this.base}/__control/clock`, { data: { advanceMs: hours * 3_600_000 } });
    if (!res.ok()) throw new Error(`clock: ${res.status()}`);
  }

  private async renter(method: 'get' | 'post', path: string, form?: Record<string, string>): Promise<void> {
    const res =
      method === 'get'
        ? await this.api.get(`${this.base}${path}`, { headers: this.auth() })
        : await this.api.post(`${this.base}${path}`, { headers: this.auth(), form });
    const body = (await res.json()) as { success: boolean; msg: string };
    if (!body.success) throw new Error(`${path}: ${body.msg}`);
  }

  /** Placed and deposit-authorized, waiting for the risk review (where terms can be changed). */
  async pendingReview(goodsId = 1001): Promise<number> {
    const goodsRes = await this.api.get(`${this.base}/api/goods/${goodsId}`, { headers: this.auth() });
    const goods = ((await goodsRes.json()) as { data: Goods }).data;
    const sku = goods.skus[0];
    if (!sku) throw new Error(`goods ${goodsId} has no SKU`);
    const placed = await this.api.post(`${this.base}/api/order/place`, {
      headers: this.auth(),
      data: {
        goodsId,
        skuId: sku.skuId,
        term: sku.term,
        serviceIds: goods.services.filter((s) => s.required).map((s) => s.id),
        address: ADDRESS,
        requestKey: `e2e-drive-${Date.now()}-${++this.placed}`,
      },
    });
    const { data } = (await placed.json()) as { data: { orderId: number } };
    await this.renter('post', '/api/order/freeze/notify', { orderId: String(data.orderId), resultCode: '9000' });
    return data.orderId;
  }

  /** Signed through the e-signature page and checked: the order awaits its first payment. */
  async pendingPay(): Promise<number> {
    const orderId = await this.pendingSign();
    const res = await this.api.get(`${this.base}/api/contract/create?orderId=${orderId}`, { headers: this.auth() });
    const { data } = (await res.json()) as { data: { signUrl: string } };
    const token = new URL(data.signUrl).searchParams.get('token') ?? '';
    await this.api.post(`${this.base}/wallet-sim/sign`, { form: { token, returnUrl: '' } });
    await this.renter('get', `/api/contract/check?orderId=${orderId}`);
    return orderId;
  }

  /** Paid and shipped by the merchant (SF, a generated tracking number). */
  async shipped(): Promise<number> {
    const orderId = await this.pendingPay();
    await this.merchant(orderId, 'markFirstPaid');
    await this.merchant(orderId, 'ship');
    return orderId;
  }

  /** Received by the renter: the rent has started. */
  async inRent(): Promise<number> {
    const orderId = await this.shipped();
    await this.renter('post', '/api/order/received', { orderId: String(orderId) });
    return orderId;
  }
}

/**
 * Drags the page down from below the tabs, as a thumb pulls to refresh. antd-mobile's
 * PullToRefresh listens to touch events only, and Playwright has no touch drag, so the touches
 * go through the DevTools protocol.
 */
export async function pullDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 187;
  const y = 220;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 15; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 20 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
