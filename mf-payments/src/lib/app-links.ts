/** Pages of this and other remotes the payment pages link to, by the spec's route paths (docs/payments.md). */
export const PATHS = {
  home: '/',
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
