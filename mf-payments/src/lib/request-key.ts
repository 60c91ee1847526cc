import { isRecord, onSessionCleared, safeStorage } from '@rental/shared';

const STORAGE_KEY = 'payments.requestKeys';

type KeyMap = Record<string, string>;
const isKeyMap = (v: unknown): v is KeyMap => isRecord(v) && Object.values(v).every((k) => typeof k === 'string');

function makeKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `pay-${Date.now().toString(36)}-${random}`.slice(0, 64);
}

/**
 * The idempotency key of one attempt to open a trade (`scope` names what is paid). It is kept —
 * across a timeout, a retry or a reload — until the server has answered with the trade, so a
 * repeated request can never open a second trade.
 */
export function requestKeyFor(scope: string): string {
  const map = safeStorage.get<KeyMap>(STORAGE_KEY, {}, isKeyMap);
  const existing = map[scope] ?? memory.get(scope);
  if (existing) return existing;
  const key = makeKey();
  memory.set(scope, key);
  safeStorage.set(STORAGE_KEY, { ...map, [scope]: key });
  return key;
}

/** The trade is open: the next attempt (after a cancel or a failure) is a new one. */
export function forgetRequestKey(scope: string): void {
  memory.delete(scope);
  const map = safeStorage.get<KeyMap>(STORAGE_KEY, {}, isKeyMap);
  const { [scope]: _dropped, ...rest } = map;
  safeStorage.set(STORAGE_KEY, rest);
}

// Storage may be unusable (private mode): the key then lives in memory for this page's life.
const memory = new Map<string, string>();

onSessionCleared(() => {
  memory.clear();
  safeStorage.remove(STORAGE_KEY);
});
