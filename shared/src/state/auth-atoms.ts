import { atom } from 'jotai';
import { isNumber, isRecord, isString } from '../guards/guards';
import { persistedAtom } from './persisted-atom';
import { appStore } from './store';

export interface OrderCounts {
  pendingPay: number;
  pendingShip: number;
  shipped: number;
  inRent: number;
  returning: number;
  /** Orders waiting for the renter: deposit authorization, signature, a payment. */
  toAuthorize: number;
  toSign: number;
  toPay: number;
  /** The order list's tab groups, so a shortcut counts what it opens. */
  pending: number;
  renting: number;
}

export type RealNameStatus = 'none' | 'ocr_done' | 'face_pending' | 'verified' | 'failed';

export interface UserInfo {
  userId: number;
  nickName: string;
  avatar: string;
  mobileMasked: string;
  realNameStatus: RealNameStatus;
  realNameMasked: string | null;
  couponCount: number;
  orderCounts: OrderCounts;
}

const isUserInfo = (v: unknown): v is UserInfo | null =>
  v === null || (isRecord(v) && isNumber(v.userId) && isString(v.nickName));
const isToken = (v: unknown): v is string => isString(v) && v.length > 0;

export const tokenAtom = persistedAtom<string>('token', '', (v): v is string => v === '' || isToken(v));
export const userInfoAtom = persistedAtom<UserInfo | null>('userInfo', null, isUserInfo);
export const channelCodeAtom = persistedAtom<string>('channelCode', '', isString);

export const isLoggedInAtom = atom((get) => get(tokenAtom) !== '');

export function getToken(): string {
  return appStore.get(tokenAtom);
}

const sessionCleanups = new Set<() => void>();

/**
 * Registers what a remote keeps about the user (drafts, selections, persisted forms) so that
 * logging out, or a 401, forgets it too. Returns the unregister function.
 */
export function onSessionCleared(cleanup: () => void): () => void {
  sessionCleanups.add(cleanup);
  return () => sessionCleanups.delete(cleanup);
}

/** Logged out: the token, the user and everything personal kept for them go. */
export function clearSession(): void {
  appStore.set(tokenAtom, '');
  appStore.set(userInfoAtom, null);
  for (const cleanup of sessionCleanups) cleanup();
}
