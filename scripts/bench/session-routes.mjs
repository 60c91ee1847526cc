// The routes a long session walks: every remote's pages, with ids of the seeded renter's own orders.
const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

/** A token for the seeded wallet user, the way the app gets one: wallet auth code, then login. */
export async function walletToken(base, controlToken) {
  const auth = await fetch(`${base}/wallet-sim/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Control-Token': controlToken },
    body: JSON.stringify({ scopes: 'auth_user' }),
  }).then((r) => r.json());
  const login = await fetch(`${base}/api/login/submit`, {
    method: 'POST',
    headers: { 'User-Type': 'app', 'Client-Authorization': CLIENT_AUTH },
    body: new URLSearchParams({ grantType: 'alipay', code: auth.data.authCode }),
  }).then((r) => r.json());
  return login.data.accessToken;
}

async function firstOrderId(base, token) {
  const res = await fetch(`${base}/api/order/list?status=all`, {
    headers: { token, Authorization: `Bearer ${token}`, 'Client-Authorization': CLIENT_AUTH },
  }).then((r) => r.json());
  return res?.data?.list?.[0]?.orderId ?? 1;
}

export async function sessionRoutes(base, token) {
  const orderId = await firstOrderId(base, token);
  return [
    '',
    'pages/classify/classify',
    'pages/search/search?keyword=iPhone',
    'pages/commodityDetails/commodityDetails?id=1001',
    'pages/valueAddedServices/valueAddedServices?id=1001',
    'pages/coupon/coupon',
    'pages/customer-service/customerService',
    'pages/commonProblem/commonProblem',
    'pages/user/user',
    'pages/myOrder/myOrder',
    `pages/orderDetail/orderDetail?orderId=${orderId}`,
    `pages/logisticsDetails/logisticsDetails?orderId=${orderId}`,
    'pages/shipToAddress/shipToAddress',
    'pages/order/order?goodsId=1001&skuId=1001003&term=12&services=2',
    'pages/bankCard/BindCard',
    `pages/billingDetails/billingDetails?orderId=${orderId}`,
    'pages/emergencyContact/emergencyContact',
    'pages/feedBack/feedBack',
    'pages/agreement/agreement?type=rental',
  ];
}
