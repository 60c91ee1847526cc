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

export { withQuery } from '@rental/shared';

/** Where a "come back to" query may send the renter: a route of this app only, never another site. */
export function localRedirect(value: string | undefined): string | null {
  if (!value) return null;
  const route = value.startsWith('/') ? value : `/${value}`;
  return route.startsWith('//') || /^\/[a-z][a-z0-9+.-]*:/i.test(route) ? null : route;
}
