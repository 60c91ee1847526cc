import { isRecord, onSessionCleared, safeStorage } from '@rental/shared';

/** Seconds between two codes (the dev API's `resendIn`). */
export const RESEND_SECONDS = 60;
const STORAGE_KEY = 'payments.smsResendAt';

type ResendMap = Record<string, number>;

const isResendMap = (v: unknown): v is ResendMap =>
  isRecord(v) && Object.values(v).every((at) => typeof at === 'number' && Number.isFinite(at));

/** Whole seconds until `allowedAt` (epoch ms), never below zero; a partial second counts as one. */
export function secondsLeft(allowedAt: number | null | undefined, now: number): number {
  if (!allowedAt || allowedAt <= now) return 0;
  return Math.ceil((allowedAt - now) / 1000);
}

/**
 * When a new code may be asked for `key`, as persisted (epoch ms), or null. Keys never hold a
 * card number: a bind countdown is keyed by the card's last four digits, a payment's by its trade.
 */
export function readResendAt(key: string, now: number): number | null {
  const at = safeStorage.get<ResendMap>(STORAGE_KEY, {}, isResendMap)[key];
  return at !== undefined && at > now ? at : null;
}

/** Remembers the wait (a reload keeps the countdown) and drops the finished ones. */
export function saveResendAt(key: string, allowedAt: number, now: number): void {
  const map = safeStorage.get<ResendMap>(STORAGE_KEY, {}, isResendMap);
  const kept: ResendMap = {};
  for (const [k, at] of Object.entries(map)) if (at > now) kept[k] = at;
  kept[key] = allowedAt;
  safeStorage.set(STORAGE_KEY, kept);
}

export const bindCountdownKey = (cardDigits: string): string => `bind:${cardDigits.slice(-4)}`;
export const payCountdownKey = (tradeNo: string): string => `pay:${tradeNo}`;

onSessionCleared(() => safeStorage.remove(STORAGE_KEY));
