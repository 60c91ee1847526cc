import { LOGIN_PATH } from '@rental/shared';

export const MOBILE_LOGIN_PATH = '/pages/login/mobile';
export const USER_AGREEMENT_PATH = '/pages/contract/contract';
export const PRIVACY_POLICY_PATH = '/pages/agreement/agreement';

/** The login page, remembering where to come back to. */
export function loginPath(redirect: string, path: string = LOGIN_PATH): string {
  return `${path}?redirect=${encodeURIComponent(redirect)}`;
}
