import type { APIRequestContext, Page, Request } from '@playwright/test';
import { Orders } from './orders';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

/** A 19-digit ICBC debit card (BIN 622202, valid Luhn) and the mobile the bank holds for it. */
export const CARD_NO = '6222021234567890128';
export const CARD_NO_GROUPED = '6222 0212 3456 7890 128';
export const RESERVED_MOBILE = '13800138000';

export type PayOutcome = 'success' | 'fail' | 'processing' | 'processingThenSuccess';

interface ControlTrade {
  tradeNo: string;
  orderId: number;
  kind: string;
  status: string;
  amount: number;
}

interface Envelope<T> {
  success: boolean;
  msg: string;
  data: T;
}

/** Payment set-ups for the tests: orders ready to pay, steering, codes and trades from the control surface. */
export class Payments {
  readonly orders: Orders;

  constructor(
    private readonly request: APIRequestContext,
    private readonly baseUrl: string,
    private readonly token: string,
  ) {
    this.orders = new Orders(request, baseUrl, token);
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}`, 'Client-Authorization': CLIENT_AUTH };
  }

  private async api<T>(res: { json(): Promise<unknown> }): Promise<T> {
    const body = (await res.json()) as Envelope<T>;
    if (!body.success) throw new Error(body.msg);
    return body.data;
  }

  private async control(path: string, data: unknown = {}): Promise<void> {
    const res = await this.request.post(`${this.baseUrl}/__control/${path}`, { data });
    if (!res.ok()) throw new Error(`control ${path}: HTTP ${res.status()} ${await res.text()}`);
  }

  /** An order signed and waiting for its first installment (PENDING_PAY). */
  pendingPay(): Promise<number> {
    return this.orders.pendingPay();
  }

  /** An order whose first installment is paid, with its next row overdue by `days`. */
  async withOverdueInstallment(days = 3): Promise<number> {
    const orderId = await this.pendingPay();
    await this.control(`orders/${orderId}/markFirstPaid`);
    await this.control(`orders/${orderId}/overdue`, { days });
    return orderId;
  }

  /** An order in rent whose renter has applied to buy it out (BUYOUT_PENDING). */
  async buyoutPending(): Promise<number> {
    const orderId = await this.pendingPay();
    await this.control(`orders/${orderId}/markFirstPaid`);
    await this.control(`orders/${orderId}/ship`);
    for (const path of ['/api/order/received', '/api/order/apply/buyout'])
      await this.api(
        await this.request.post(`${this.baseUrl}${path}`, {
          headers: this.headers(),
          form: { orderId: String(orderId) },
        }),
      );
    return orderId;
  }

  /** How the next settling trade ends (`polls`: status calls a processingThenSuccess stays open). */
  steer(outcome: PayOutcome, polls?: number): Promise<void> {
    return this.control('payments', polls === undefined ? { outcome } : { outcome, polls });
  }

  /** What the wallet simulator answers the next `times` pay calls (6001 cancel, 8000 unknown…). */
  walletPay(resultCode: string, times = 1): Promise<void> {
    return this.control('wallet', { action: 'pay', resultCode, times });
  }

  /** The newest bind or checkout code texted to `mobile`. */
  async smsCode(mobile = RESERVED_MOBILE): Promise<string> {
    const res = await this.request.get(`${this.baseUrl}/__control/payments/sms`, { params: { mobile } });
    const body = (await res.json()) as { data: { code: string } | null };
    if (!body.data) throw new Error(`no code sent to ${mobile}`);
    return body.data.code;
  }

  async trades(orderId?: number): Promise<ControlTrade[]> {
    const res = await this.request.get(`${this.baseUrl}/__control/payments`);
    const body = (await res.json()) as { data: { trades: ControlTrade[] } };
    return body.data.trades.filter((t) => orderId === undefined || t.orderId === orderId);
  }

  /** A card bound through the API, for tests about paying rather than binding. */
  async bindCard(): Promise<number> {
    await this.api(
      await this.request.post(`${this.baseUrl}/api/unionpay/card/save`, {
        headers: this.headers(),
        data: { no: CARD_NO, holderName: '林小租', reservedPhone: RESERVED_MOBILE },
      }),
    );
    await this.api(
      await this.request.post(`${this.baseUrl}/api/unionpay/card/sendBindSms`, {
        headers: this.headers(),
        form: { no: CARD_NO },
      }),
    );
    const card = await this.api<{ id: number }>(
      await this.request.post(`${this.baseUrl}/api/unionpay/card/bind`, {
        headers: this.headers(),
        form: { no: CARD_NO, verifyCode: await this.smsCode() },
      }),
    );
    return card.id;
  }
}

/** Every printLog body the page sends from now on. */
export function capturePrintLogs(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (req: Request) => {
    if (req.url().includes('/api/common/printLog')) bodies.push(req.postData() ?? '');
  });
  return bodies;
}

/**
 * Pulls the page's PullToRefresh down far enough to trigger it, the way a thumb does: it listens
 * to touch events only, so real touches are sent through the browser's input pipeline.
 */
export async function pullDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 187, y }] });
  await touch('touchStart', 200);
  for (let y = 210; y <= 500; y += 15) await touch('touchMove', y);
  await touch('touchEnd', 500);
  await cdp.detach();
}
