/**
 * Which remote owns which of the spec's routes. The registry (each remote's deployed entry) is the
 * authority and may add routes; this table only lets the shell name the right owner, and show
 * "unavailable, retry" instead of "not found", when that remote's entry is missing or broken.
 */
const owners: Record<string, readonly string[]> = {
  mf_catalog: [
    '',
    'pages/home/home',
    'pages/classify/classify',
    'pages/search/search',
    'pages/commodityDetails/commodityDetails',
    'pages/coupon/coupon',
    'pages/valueAddedServices/valueAddedServices',
  ],
  mf_orders: [
    'pages/order/order',
    'pages/orderSuccess/orderSuccess',
    'pages/orderFailed/orderFailed',
    'pages/myOrder/myOrder',
    'pages/orderDetail/orderDetail',
    'pages/returnApplication/returnApplication',
    'pages/confirmShipment/confirmShipment',
    'pages/logisticsDetails/logisticsDetails',
    'pages/shipToAddress/shipToAddress',
  ],
  mf_account: [
    'pages/user/user',
    'pages/customer-service/customerService',
    'pages/login/login',
    'pages/login/mobile',
    'pages/perfectIdCard/perfectIdCard',
    'pages/emergencyContact/emergencyContact',
    'pages/contractPreview/contractPreview',
    'pages/agreement/agreement',
    'pages/contract/contract',
    'pages/webView/webView',
    'pages/bindMobileNumber/bindMobileNumber',
    'pages/feedBack/feedBack',
    'pages/commonProblem/commonProblem',
  ],
  mf_payments: [
    'pages/bankCard/BindCard',
    'pages/confirmPayment/confirmPayment',
    'pages/payment/payment',
    'pages/paymentResult/paymentResult',
    'pages/checkout/index',
    'pages/billingDetails/billingDetails',
    'pages/loading/loading',
    'pages/testAuth',
  ],
};

export const knownOwners: ReadonlyMap<string, string> = new Map(
  Object.entries(owners).flatMap(([remote, paths]) => paths.map((p) => [p, remote] as const)),
);
