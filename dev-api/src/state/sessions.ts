import { randomBytes } from 'node:crypto';
import { createUser, findUser, randomToken, type Store, type User } from './store';

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

export function issueAuthCode(store: Store, walletUserId: string, now: number): string {
  const code = randomBytes(16).toString('hex');
  store.authCodes.set(code, { walletUserId, expiresAt: now + AUTH_CODE_TTL_MS });
  return code;
}

/** Single use: a code is gone once tried, whether or not it had expired. */
export function redeemAuthCode(store: Store, code: string, now: number): string | null {
  const entry = store.authCodes.get(code);
  store.authCodes.delete(code);
  if (!entry || entry.expiresAt < now) return null;
  return entry.walletUserId;
}

export function userForWallet(store: Store, walletUserId: string, now: number): User {
  const existing = findUser(store, (user) => user.walletUserId === walletUserId);
  if (existing) return existing;
  // The simulated wallet shares a phone number with the app, derived from the wallet id.
  const mobile = `139${walletUserId.replace(/\D/g, '').padStart(8, '0').slice(-8)}`;
  const byMobile = findUser(store, (user) => user.mobile === mobile);
  if (byMobile && byMobile.walletUserId === null) {
    byMobile.walletUserId = walletUserId;
    return byMobile;
  }
  return createUser(store, { walletUserId, mobile: byMobile ? null : mobile }, now);
}

export function userForMobile(store: Store, mobile: string, now: number): User {
  return (
    findUser(store, (user) => user.mobile === mobile) ??
    createUser(store, { mobile, nickName: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` }, now)
  );
}

export function issueToken(store: Store, userId: number, now: number): string {
  const token = randomToken();
  store.tokens.set(token, { userId, expiresAt: now + TOKEN_TTL_SECONDS * 1000 });
  return token;
}

export function userIdForToken(store: Store, token: string, now: number): number | null {
  const session = store.tokens.get(token);
  if (!session) return null;
  if (session.expiresAt < now) {
    store.tokens.delete(token);
    return null;
  }
  return store.users.has(session.userId) ? session.userId : null;
}
