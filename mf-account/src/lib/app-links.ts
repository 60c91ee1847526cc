import { LOGIN_PATH } from '@rental/shared';

/** Other pages this remote links to, by the spec's route paths (some are built by later issues). */
export const PATHS = {
  mine: '/pages/user/user',
  mobileLogin: '/pages/login/mobile',
  userAgreement: '/pages/contract/contract',
  agreements: '/pages/agreement/agreement',
  myContracts: '/pages/agreement/agreement?type=contracts',
  coupons: '/pages/coupon/coupon',
  myCoupons: '/pages/coupon/coupon?tab=mine',
  bankCards: '/pages/bankCard/BindCard',
  faq: '/pages/commonProblem/commonProblem',
  feedback: '/pages/feedBack/feedBack',
  customerService: '/pages/customer-service/customerService',
  realName: '/pages/perfectIdCard/perfectIdCard',
  personalData: '/pages/emergencyContact/emergencyContact',
  bindMobile: '/pages/bindMobileNumber/bindMobileNumber',
  myOrders: '/pages/myOrder/myOrder',
  contractPreview: '/pages/contractPreview/contractPreview',
  signContract: '/pages/webView/webView',
  confirmPayment: '/pages/confirmPayment/confirmPayment',
  home: '/',
} as const;

/** A login page that remembers where to come back to. */
export function loginPath(redirect: string, path: string = LOGIN_PATH): string {
  return `${path}?redirect=${encodeURIComponent(redirect)}`;
}
