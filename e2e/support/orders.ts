import type { APIRequestContext } from '@playwright/test';

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
    private readonly request: APIRequestContext,
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private headers() {
    return { Authorization: `Bearer ${this.token}`, 'Client-Authorization': CLIENT_AUTH };
  }

  private async unwrap<T>(res: { json(): Promise<unknown> }): Promise<T> {
    const body = (await res.json()) as Envelope<T>;
    if (!body.success) throw new Error(body.msg);
    return body.data;
  }

  /** Places an order of goods 1001 and takes it through the freeze and the risk review. */
  async pendingSign(goodsId = 1001): Promise<number> {
    const goods = await this.unwrap<Goods>(
      await this.request.get(`${this.baseUrl}/api/goods/${goodsId}`, { headers: this.headers() }),
    );
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
    const approve = await this.request.post(`${this.baseUrl}/__control/orders/${placed.orderId}/approve`, {
      data: {},
    });
    if (!approve.ok()) throw new Error(`approve: ${approve.status()}`);
    return placed.orderId;
  }

  /** The order's state code as the control surface lists it. */
  async status(orderId: number): Promise<string | undefined> {
    const res = await this.request.get(`${this.baseUrl}/__control/orders`);
    const body = (await res.json()) as unknown;
    const list = (
      Array.isArray(body) ? body : ((body as { data?: unknown }).data ?? (body as { orders?: unknown }).orders)
    ) as { orderId: number; status: string }[];
    return list.find((o) => o.orderId === orderId)?.status;
  }
}
