import { record, string } from 'valibot';
import { onSessionCleared } from './auth-atoms';
import { personalStorage } from './personal-storage';

type KeyMap = Record<string, string>;
const KeyMapSchema = record(string(), string());

/** A fresh idempotency key (≤ 64 characters, as the server takes it). */
export function newRequestKey(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `h5-${Date.now().toString(36)}-${random}`.slice(0, 64);
}

export interface RequestKeys {
  /** The key of the attempt at `scope` still under way, or a new one, kept until `forget`. */
  keyFor(scope: string): string;
  /** The server has answered (an order or a trade exists): the next attempt is a new one. */
  forget(scope: string): void;
}

// Storage may be unusable (private mode): keys then live in memory for this page's life.
const memory = new Map<string, string>();
onSessionCleared(() => memory.clear());

/**
 * Idempotency keys of one remote's attempts (`<namespace>.requestKeys`), one per scope (what is
 * placed or paid). A key outlives a timeout, a retry, a reload and a closed wallet, so a repeated
 * request gets the server's first answer back instead of a second order or trade. Personal: logout
 * forgets them.
 */
export function createRequestKeys(namespace: string): RequestKeys {
  const storageKey = `${namespace}.requestKeys`;
  const load = () => personalStorage.get<KeyMap>(storageKey, {}, KeyMapSchema);
  const memoryKey = (scope: string) => `${namespace}:${scope}`;
  // Also what an earlier version wrote before keys were listed.
  onSessionCleared(() => personalStorage.remove(storageKey));
  return {
    keyFor(scope) {
      const map = load();
      const existing = map[scope] ?? memory.get(memoryKey(scope));
      if (existing) return existing;
      const key = newRequestKey();
      memory.set(memoryKey(scope), key);
      personalStorage.set(storageKey, { ...map, [scope]: key });
      return key;
    },
    forget(scope) {
      memory.delete(memoryKey(scope));
      const { [scope]: _dropped, ...rest } = load();
      if (Object.keys(rest).length > 0) personalStorage.set(storageKey, rest);
      else personalStorage.remove(storageKey);
    },
  };
}
