/** Pages of this and other remotes the payment pages link to, by the spec's route paths (docs/payments.md). */
export const PATHS = {
  home: '/',
  login: '/pages/login/login',
  orderDetail: '/pages/orderDetail/orderDetail',
  myOrders: '/pages/myOrder/myOrder',
  bindCard: '/pages/bankCard/BindCard',
  confirmPayment: '/pages/confirmPayment/confirmPayment',
  payment: '/pages/payment/payment',
  checkout: '/pages/checkout/index',
  paymentResult: '/pages/paymentResult/paymentResult',
  billingDetails: '/pages/billingDetails/billingDetails',
  loading: '/pages/loading/loading',
} as const;

/** A route with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Where a "come back to" query may send the renter: a route of this app only, never another site. */
export function localRedirect(value: string | undefined): string | null {
  if (!value) return null;
  const route = value.startsWith('/') ? value : `/${value}`;
  return route.startsWith('//') || /^\/[a-z][a-z0-9+.-]*:/i.test(route) ? null : route;
}
