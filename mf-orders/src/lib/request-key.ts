/** A fresh key for one placing attempt (≤ 64 characters, as the server takes it). */
export function newRequestKey(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `h5-${Date.now().toString(36)}-${random}`.slice(0, 64);
}

const storageKey = (scope: string) => `orders.placeKey:${scope}`;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The key of a placing attempt that has not ended yet, kept for this tab: a reload in the middle
 * (or after closing the wallet) places with the same key, so the server answers the same order.
 */
export const pendingKeys = {
  get(scope: string): string | null {
    try {
      return session()?.getItem(storageKey(scope)) ?? null;
    } catch {
      return null;
    }
  },
  set(scope: string, key: string): void {
    try {
      session()?.setItem(storageKey(scope), key);
    } catch {
      // Not kept across a reload; the in-memory key still guards retries on this page.
    }
  },
  clear(scope: string): void {
    try {
      session()?.removeItem(storageKey(scope));
    } catch {
      // nothing kept
    }
  },
};
