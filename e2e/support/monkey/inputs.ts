import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';

/** What a renter (or a fuzzer) types: ordinary text, pasted forms, and hostile strings. */
export const TYPED = [
  '13800138000',
  '+86 138 0013 8000',
  '１２３ ４５６',
  '123 456',
  '张三',
  'iPhone 16',
  '大疆',
  '110105199003071239',
  '6214830100000123',
  '😀🎉👨‍👩‍👧',
  '\u202Egnp.exe',
  "' OR 1=1; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '长'.repeat(1000),
  '   ',
  '-1',
  'NaN',
  '\u0000\u0008',
];

/** Routes of every remote, with valid, odd and hostile queries. */
export const ROUTES = [
  '',
  'pages/classify/classify',
  'pages/search/search',
  'pages/search/search?keyword=%E2%80%AEabc%3Cscript%3E',
  'pages/commodityDetails/commodityDetails?id=1001',
  'pages/commodityDetails/commodityDetails?id=4003',
  'pages/commodityDetails/commodityDetails?id=999999',
  'pages/commodityDetails/commodityDetails?id=abc',
  'pages/coupon/coupon',
  'pages/coupon/coupon?tab=mine&status=used',
  'pages/valueAddedServices/valueAddedServices?id=1001',
  'pages/customer-service/customerService',
  'pages/user/user',
  'pages/login/login',
  'pages/login/mobile',
  'pages/perfectIdCard/perfectIdCard',
  'pages/emergencyContact/emergencyContact',
  'pages/agreement/agreement?type=rental',
  'pages/contract/contract',
  'pages/bindMobileNumber/bindMobileNumber',
  'pages/feedBack/feedBack',
  'pages/commonProblem/commonProblem',
  'pages/message/message',
  'pages/customerService/chat',
  'pages/customerService/chat?orderId=1',
  'pages/contractPreview/contractPreview?orderId=1',
  'pages/webView/webView',
  'pages/webView/webView?orderId=-1',
  'pages/myOrder/myOrder',
  'pages/orderDetail/orderDetail?orderId=1',
  'pages/orderDetail/orderDetail?orderId=x',
  'pages/logisticsDetails/logisticsDetails?orderId=1',
  'pages/returnApplication/returnApplication?orderId=1',
  'pages/confirmShipment/confirmShipment?orderId=1',
  'pages/order/order?goodsId=1001&skuId=1001003&term=12&services=2',
  'pages/order/order?goodsId=1',
  'pages/shipToAddress/shipToAddress',
  'pages/orderSuccess/orderSuccess?orderId=1',
  'pages/orderFailed/orderFailed',
  'pages/bankCard/BindCard',
  'pages/confirmPayment/confirmPayment?orderId=1',
  'pages/payment/payment?orderId=1',
  'pages/paymentResult/paymentResult?tradeNo=nope',
  'pages/checkout/index',
  'pages/billingDetails/billingDetails?orderId=1',
  'pages/loading/loading',
  'pages/testAuth',
  'pages/nowhere/nowhere',
];

/** API paths and remote folders a fault may hit. */
export const FAULT_PATHS = [
  '/api/index/',
  '/api/goods/',
  '/api/common/',
  '/api/coupon/',
  '/api/order/',
  '/api/client/',
  '/api/address/',
  '/api/unionpay/',
  '/api/login/',
  '/h5/remotes/mf-catalog/',
  '/h5/remotes/mf-orders/',
  '/h5/remotes/mf-account/',
  '/h5/remotes/mf-payments/',
  '/h5/remotes.json',
];

function flatten(value: unknown, prefix: string, out: Set<string>): void {
  if (typeof value !== 'object' || value === null) {
    if (prefix.includes('.')) out.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    return;
  }
  for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
}

/**
 * Every translation key of every namespace (as i18next would print it when a string is missing):
 * seen on screen, one is a raw key. The orders namespace nests its place and manage files.
 */
export function translationKeys(): Set<string> {
  const keys = new Set<string>();
  const dirs = [
    'shared/src/locales/en',
    'shell/src/locales/en',
    ...['catalog', 'orders', 'account', 'payments'].map((n) => `mf-${n}/src/locales/en`),
  ];
  for (const dir of dirs) {
    for (const file of readdirSync(path.join(repoRoot, dir)).filter((f) => f.endsWith('.json'))) {
      const json: unknown = JSON.parse(readFileSync(path.join(repoRoot, dir, file), 'utf8'));
      const nested = dir.startsWith('mf-orders') && file !== 'orders.json' ? file.replace('.json', '') : '';
      flatten(json, nested, keys);
    }
  }
  return keys;
}
