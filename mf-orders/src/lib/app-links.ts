/** Pages of this and other remotes the order pages link to, by the spec's route paths (docs/payments.md). */
export const PATHS = {
  home: '/',
  productDetail: '/pages/commodityDetails/commodityDetails',
  confirmOrder: '/pages/order/order',
  shipToAddress: '/pages/shipToAddress/shipToAddress',
  orderSuccess: '/pages/orderSuccess/orderSuccess',
  orderFailed: '/pages/orderFailed/orderFailed',
  myOrders: '/pages/myOrder/myOrder',
  orderDetail: '/pages/orderDetail/orderDetail',
  logistics: '/pages/logisticsDetails/logisticsDetails',
  returnApplication: '/pages/returnApplication/returnApplication',
  confirmShipment: '/pages/confirmShipment/confirmShipment',
  renewal: '/pages/renewal/renewal',
  agreement: '/pages/agreement/agreement',
  realName: '/pages/perfectIdCard/perfectIdCard',
  emergencyContact: '/pages/emergencyContact/emergencyContact',
  contractPreview: '/pages/contractPreview/contractPreview',
  confirmPayment: '/pages/confirmPayment/confirmPayment',
  payment: '/pages/payment/payment',
  billingDetails: '/pages/billingDetails/billingDetails',
  customerService: '/pages/customer-service/customerService',
  chat: '/pages/customerService/chat',
} as const;

export { withQuery } from '@rental/shared';
