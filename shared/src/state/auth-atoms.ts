import { atom } from 'jotai';
import { nullable, string } from 'valibot';
import { UserInfoSchema, type UserInfo } from '../contract/user';
import { persistedAtom } from './persisted-atom';
import { appStore } from './store';

export type { OrderCounts, RealNameStatus, UserInfo } from '../contract/user';

export const tokenAtom = persistedAtom('token', '', string());
export const userInfoAtom = persistedAtom<UserInfo | null>('userInfo', null, nullable(UserInfoSchema));
export const channelCodeAtom = persistedAtom('channelCode', '', string());

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
