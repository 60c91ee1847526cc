import { isRecord, onSessionCleared, safeStorage } from '@rental/shared';

/** Seconds between two codes to the same number (the dev API's throttle, `resendAfter`). */
export const RESEND_SECONDS = 60;
export const RESEND_STORAGE_KEY = 'account.smsResendAt';

type ResendMap = Record<string, number>;

const isResendMap = (v: unknown): v is ResendMap =>
  isRecord(v) && Object.values(v).every((at) => typeof at === 'number' && Number.isFinite(at));

/** Whole seconds until `allowedAt` (epoch ms), never below zero; a partial second counts as one. */
export function secondsLeft(allowedAt: number | null | undefined, now: number): number {
  if (!allowedAt || allowedAt <= now) return 0;
  return Math.ceil((allowedAt - now) / 1000);
}

/** When a new code may be asked for this number, as persisted (epoch ms), or null. */
export function readResendAt(mobile: string, now: number): number | null {
  const map = safeStorage.get<ResendMap>(RESEND_STORAGE_KEY, {}, isResendMap);
  const at = map[mobile];
  return at !== undefined && at > now ? at : null;
}

/** Remembers the wait (a reload keeps the countdown) and drops the finished ones. */
export function saveResendAt(mobile: string, allowedAt: number, now: number): void {
  const map = safeStorage.get<ResendMap>(RESEND_STORAGE_KEY, {}, isResendMap);
  const kept: ResendMap = {};
  for (const [key, at] of Object.entries(map)) if (at > now) kept[key] = at;
  kept[mobile] = allowedAt;
  safeStorage.set(RESEND_STORAGE_KEY, kept);
}

/** The number most recently texted whose wait is still running: a reload puts it back in the field. */
export function latestPendingMobile(now: number): string {
  const map = safeStorage.get<ResendMap>(RESEND_STORAGE_KEY, {}, isResendMap);
  let best = '';
  let bestAt = now;
  for (const [mobile, at] of Object.entries(map))
    if (at > bestAt) {
      best = mobile;
      bestAt = at;
    }
  return best;
}

export function clearResendTimes(): void {
  safeStorage.remove(RESEND_STORAGE_KEY);
}

// Which numbers a renter texted is personal: logout and a 401 forget it.
onSessionCleared(clearResendTimes);
