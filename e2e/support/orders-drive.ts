import type { Page } from '@playwright/test';
import { Orders } from './orders';

export type MerchantAction =
  'approve' | 'reject' | 'changeTerms' | 'markFirstPaid' | 'ship' | 'endTerm' | 'overdue' | 'inspect' | 'payBuyout';

/**
 * Orders moved further than `Orders` takes them: paid, shipped and received, with the merchant's
 * moves and the server clock under the test's control.
 */
export class OrdersDrive extends Orders {
  /** A merchant or risk move (docs/orders.md); throws when the server refuses it. */
  async merchant(orderId: number, action: MerchantAction, body: Record<string, unknown> = {}): Promise<void> {
    const res = await this.request.post(`${this.baseUrl}/__control/orders/${orderId}/${action}`, { data: body });
    if (!res.ok()) throw new Error(`${action}: ${res.status()} ${await res.text()}`);
  }

  /** Moves the server clock on (shipment traces appear over server time). */
  async advanceClock(hours: number): Promise<void> {
    const res = await this.request.post(`${this.baseUrl}/__control/clock`, { data: { advanceMs: hours * 3_600_000 } });
    if (!res.ok()) throw new Error(`clock: ${res.status()}`);
  }

  /** Paid and shipped by the merchant (SF, a generated tracking number). */
  async shipped(): Promise<number> {
    const orderId = await this.pendingPay();
    await this.merchant(orderId, 'markFirstPaid');
    await this.merchant(orderId, 'ship');
    return orderId;
  }

  private async call<T>(path: string, form: Record<string, string>): Promise<T> {
    return this.unwrap<T>(await this.request.post(`${this.baseUrl}${path}`, { headers: this.headers(), form }));
  }

  /** Bought out at the quoted price, the buyout paid: the order is BOUGHT_OUT. */
  async boughtOut(orderId: number): Promise<void> {
    await this.call('/api/order/apply/buyout', { orderId: String(orderId) });
    await this.merchant(orderId, 'payBuyout');
  }

  /** Returned early: applied, shipped back, what it owes paid, inspected: the order is COMPLETED. */
  async returnedEarly(orderId: number): Promise<void> {
    const form = { orderId: String(orderId) };
    await this.call('/api/order/apply/return', { ...form, reason: '用不上了' });
    await this.call('/api/order/confirm/return', { ...form, expressCode: 'SF', trackingNo: 'SF1234567890123' });
    const owed = await this.call<{ items: { id: number }[] }>('/api/order/footPayList', form);
    const billIds = owed.items.map((b) => b.id).join(',');
    const trade = await this.call<{ tradeNo: string }>('/api/order/footPay', {
      ...form,
      billIds,
      requestKey: `e2e-return-${orderId}`,
    });
    await this.call('/api/order/pay', { tradeNo: trade.tradeNo, resultCode: '9000' });
    await this.merchant(orderId, 'inspect');
  }

  /** Row 1 paid through the wallet (the real payment calls, not the merchant's shortcut): PENDING_SHIP. */
  async paidToShip(): Promise<number> {
    const orderId = await this.pendingPay();
    const trade = await this.call<{ tradeNo: string }>('/api/order/createPay', {
      orderId: String(orderId),
      requestKey: `e2e-first-${orderId}`,
    });
    await this.call('/api/order/pay', { tradeNo: trade.tradeNo, resultCode: '9000' });
    return orderId;
  }

  /** Received by the renter: the rent has started. */
  async inRent(): Promise<number> {
    const orderId = await this.shipped();
    const form = { orderId: String(orderId) };
    await this.unwrap(await this.request.post(`${this.baseUrl}/api/order/received`, { headers: this.headers(), form }));
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
