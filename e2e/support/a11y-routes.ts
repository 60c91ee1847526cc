import type { APIRequestContext } from '@playwright/test';
import { OrdersDrive } from './orders-drive';
import { Payments } from './payments';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

/** Who owns the routes, as `shell/src/remotes/known-routes.ts` says; the login pages are seen signed out. */
export type RouteGroup = 'catalog' | 'orders' | 'account' | 'payments' | 'signedOut';
export const ROUTE_GROUPS: readonly RouteGroup[] = ['catalog', 'orders', 'account', 'payments', 'signedOut'];

/** A route in its main state, with the seeded renter's real data behind it. */
export interface RouteVisit {
  route: string;
  /** Shown in the main state: an empty or error picture here means the set-up went wrong. */
  picture?: 'allowed';
}

/** The renter's API calls the set-ups need beyond the shared order and payment helpers. */
class RenterApi {
  private seq = 0;

  constructor(
    private readonly request: APIRequestContext,
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async post<T>(path: string, form: Record<string, string>): Promise<T> {
    const res = await this.request.post(`${this.baseUrl}${path}`, {
      headers: { Authorization: `Bearer ${this.token}`, 'Client-Authorization': CLIENT_AUTH },
      form,
    });
    const body = (await res.json()) as { success: boolean; msg: string; data: T };
    if (!body.success) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  }

  /** A first-installment trade of a fresh order, open (WAIT) or paid through the wallet simulator. */
  async trade(orderId: number, paid: boolean): Promise<string> {
    const trade = await this.post<{ tradeNo: string }>('/api/order/createPay', {
      orderId: String(orderId),
      requestKey: `a11y-${Date.now()}-${++this.seq}`,
    });
    if (paid) {
      await this.request.post(`${this.baseUrl}/wallet-sim/pay`, { data: { tradeNo: trade.tradeNo } });
      await this.post('/api/order/pay', { tradeNo: trade.tradeNo, resultCode: '9000' });
    }
    return trade.tradeNo;
  }
}

/** What the routes show: orders, trades and a card, made through the real calls. */
export interface RouteData {
  pendingSign(): Promise<number>;
  pendingPay(): Promise<number>;
  inRent(): Promise<number>;
  returning(): Promise<number>;
  withOverdueInstallment(): Promise<number>;
  /** A first-installment trade: paid, or open with a bound card to pay it. */
  paidTrade(): Promise<string>;
  openCardTrade(): Promise<string>;
}

export function realRouteData(request: APIRequestContext, baseUrl: string, token: string): RouteData {
  const orders = new OrdersDrive(request, baseUrl, token);
  const payments = new Payments(request, baseUrl, token);
  const api = new RenterApi(request, baseUrl, token);
  return {
    pendingSign: () => orders.pendingSign(),
    pendingPay: () => orders.pendingPay(),
    inRent: () => orders.inRent(),
    returning: async () => {
      const orderId = await orders.inRent();
      await api.post('/api/order/apply/return', { orderId: String(orderId), reason: 'a11y' });
      return orderId;
    },
    withOverdueInstallment: () => payments.withOverdueInstallment(),
    paidTrade: async () => api.trade(await payments.pendingPay(), true),
    openCardTrade: async () => {
      await payments.bindCard();
      return api.trade(await payments.pendingPay(), false);
    },
  };
}

/** Placeholders, for listing the routes without making anything. */
export const noRouteData: RouteData = {
  pendingSign: async () => 0,
  pendingPay: async () => 0,
  inRent: async () => 0,
  returning: async () => 0,
  withOverdueInstallment: async () => 0,
  paidTrade: async () => 'PT0',
  openCardTrade: async () => 'PT0',
};

/** Every one of the spec's 37 routes of a group, with the orders, trades and cards it shows. */
export async function routeVisits(group: RouteGroup, data: RouteData): Promise<RouteVisit[]> {
  switch (group) {
    case 'catalog':
      return [
        { route: '' },
        { route: 'pages/home/home' },
        { route: 'pages/classify/classify' },
        { route: 'pages/search/search' },
        { route: 'pages/commodityDetails/commodityDetails?id=1001' },
        { route: 'pages/coupon/coupon' },
        { route: 'pages/valueAddedServices/valueAddedServices?id=1001' },
      ];
    case 'orders': {
      const [pendingPay, renting, returning] = [await data.pendingPay(), await data.inRent(), await data.returning()];
      return [
        { route: 'pages/order/order?goodsId=1001&skuId=1001009&term=12&services=2' },
        { route: `pages/orderSuccess/orderSuccess?orderId=${pendingPay}&orderNo=E2E0001` },
        { route: `pages/orderFailed/orderFailed?orderId=${pendingPay}&code=6001`, picture: 'allowed' },
        { route: 'pages/myOrder/myOrder' },
        { route: `pages/orderDetail/orderDetail?orderId=${pendingPay}` },
        { route: `pages/returnApplication/returnApplication?orderId=${renting}` },
        { route: `pages/confirmShipment/confirmShipment?orderId=${returning}` },
        { route: `pages/logisticsDetails/logisticsDetails?orderId=${renting}` },
        // Months before the term ends: the page says the day renewal opens, with its picture.
        { route: `pages/renewal/renewal?orderId=${renting}`, picture: 'allowed' },
        { route: 'pages/shipToAddress/shipToAddress' },
      ];
    }
    case 'account': {
      const toSign = await data.pendingSign();
      return [
        { route: 'pages/user/user' },
        { route: 'pages/customer-service/customerService' },
        { route: 'pages/perfectIdCard/perfectIdCard' },
        { route: 'pages/emergencyContact/emergencyContact' },
        { route: `pages/contractPreview/contractPreview?orderId=${toSign}` },
        { route: 'pages/agreement/agreement?type=rental' },
        { route: 'pages/contract/contract' },
        { route: `pages/webView/webView?orderId=${toSign}` },
        { route: 'pages/bindMobileNumber/bindMobileNumber' },
        { route: 'pages/feedBack/feedBack' },
        { route: 'pages/commonProblem/commonProblem' },
        { route: 'pages/message/message' },
        { route: `pages/customerService/chat?orderId=${toSign}` },
      ];
    }
    case 'payments': {
      const [first, later, paid, open] = [
        await data.pendingPay(),
        await data.withOverdueInstallment(),
        await data.paidTrade(),
        await data.openCardTrade(),
      ];
      return [
        { route: 'pages/bankCard/BindCard' },
        { route: `pages/confirmPayment/confirmPayment?orderId=${first}` },
        { route: `pages/payment/payment?orderId=${later}` },
        { route: `pages/paymentResult/paymentResult?tradeNo=${paid}&orderId=${first}` },
        { route: `pages/checkout/index?tradeNo=${open}` },
        { route: `pages/billingDetails/billingDetails?orderId=${later}` },
        { route: `pages/loading/loading?bizId=${paid},${first}` },
        { route: 'pages/testAuth' },
      ];
    }
    case 'signedOut':
      return [{ route: 'pages/login/login' }, { route: 'pages/login/mobile' }];
  }
}
