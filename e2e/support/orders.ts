import type { APIRequestContext } from '@playwright/test';
import { Renter } from './orders-place';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

const ADDRESS = {
  receiverName: '林小租',
  receiverPhone: '13912345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号 2 单元 301',
};

interface Envelope<T> {
  success: boolean;
  msg: string;
  data: T;
}

interface Goods {
  skus: { skuId: number; term: number }[];
  services: { id: number; required: boolean }[];
}

/** Orders for the tests, placed through the real calls and moved on by the control surface. */
export class Orders {
  private seq = 0;

  constructor(
    protected readonly request: APIRequestContext,
    protected readonly baseUrl: string,
    protected readonly token: string,
  ) {}

  protected headers() {
    return { Authorization: `Bearer ${this.token}`, 'Client-Authorization': CLIENT_AUTH };
  }

  protected async unwrap<T>(res: { json(): Promise<unknown> }): Promise<T> {
    const body = (await res.json()) as Envelope<T>;
    if (!body.success) throw new Error(body.msg);
    return body.data;
  }

  private get<T>(path: string, params?: Record<string, string>): Promise<T> {
    return this.request
      .get(`${this.baseUrl}${path}`, { headers: this.headers(), params })
      .then((res) => this.unwrap<T>(res));
  }

  /** Placing needs passed real-name and face verification: a renter without it goes through it first. */
  private async verified(): Promise<void> {
    const info = await this.get<{ realNameStatus: string }>('/api/client/info');
    if (info.realNameStatus !== 'verified') await new Renter(this.request, this.baseUrl, this.token).verifyRealName();
  }

  /** Places an order of goods 1001 and authorizes its deposit: it waits for the risk review. */
  async pendingReview(goodsId = 1001): Promise<number> {
    await this.verified();
    const goods = await this.get<Goods>(`/api/goods/${goodsId}`);
    const sku = goods.skus[0];
    if (!sku) throw new Error(`goods ${goodsId} has no SKU`);
    const placed = await this.unwrap<{ orderId: number }>(
      await this.request.post(`${this.baseUrl}/api/order/place`, {
        headers: this.headers(),
        data: {
          goodsId,
          skuId: sku.skuId,
          term: sku.term,
          serviceIds: goods.services.filter((s) => s.required).map((s) => s.id),
          address: ADDRESS,
          requestKey: `e2e-${Date.now()}-${++this.seq}`,
        },
      }),
    );
    await this.unwrap(
      await this.request.post(`${this.baseUrl}/api/order/freeze/notify`, {
        headers: this.headers(),
        form: { orderId: String(placed.orderId), resultCode: '9000' },
      }),
    );
    return placed.orderId;
  }

  /** Placed, authorized and through the risk review: the contract waits to be signed. */
  async pendingSign(goodsId = 1001): Promise<number> {
    const orderId = await this.pendingReview(goodsId);
    const approve = await this.request.post(`${this.baseUrl}/__control/orders/${orderId}/approve`, { data: {} });
    if (!approve.ok()) throw new Error(`approve: ${approve.status()} ${await approve.text()}`);
    return orderId;
  }

  /**
   * Signed as the app does it: the contract read (its id and hash), signing started for that text,
   * the e-signature page's form posted, the server asked: the order awaits its first payment.
   */
  async pendingPay(): Promise<number> {
    const orderId = await this.pendingSign();
    const shown = await this.unwrap<{ contractId: string; contentHash: string }>(
      await this.request.post(`${this.baseUrl}/api/order/contract/html`, {
        headers: this.headers(),
        data: { orderId },
      }),
    );
    const created = await this.get<{ signUrl: string }>('/api/contract/create', { orderId: String(orderId), ...shown });
    const token = new URL(created.signUrl).searchParams.get('token') ?? '';
    const signed = await this.request.post(`${this.baseUrl}/wallet-sim/sign`, { form: { token, returnUrl: '' } });
    if (!signed.ok()) throw new Error(`sign page: ${signed.status()}`);
    await this.get('/api/contract/check', { orderId: String(orderId) });
    return orderId;
  }

  /** The lessor issues a new text of the order's contract (what the renter read before no longer signs). */
  async reviseContract(orderId: number): Promise<void> {
    const res = await this.request.post(`${this.baseUrl}/__control/orders/${orderId}/reviseContract`, { data: {} });
    if (!res.ok()) throw new Error(`reviseContract: ${res.status()} ${await res.text()}`);
  }

  /** The order's state code as the control surface lists it. */
  async status(orderId: number): Promise<string | undefined> {
    return (await this.listed(orderId))?.status;
  }

  /** The order's number (ZL…) as its documents print it. */
  async orderNo(orderId: number): Promise<string | undefined> {
    return (await this.listed(orderId))?.orderNo;
  }

  private async listed(orderId: number): Promise<{ orderId: number; orderNo: string; status: string } | undefined> {
    const res = await this.request.get(`${this.baseUrl}/__control/orders`);
    const body = (await res.json()) as unknown;
    const list = (
      Array.isArray(body) ? body : ((body as { data?: unknown }).data ?? (body as { orders?: unknown }).orders)
    ) as { orderId: number; orderNo: string; status: string }[];
    return list.find((o) => o.orderId === orderId);
  }
}
