import { checkWire, type WireSchema } from '../contract/wire-check';

/**
 * localStorage that never throws: Safari private mode, a full quota, a disabled store or a
 * corrupt value must not stop the app from booting, so every failure degrades to "not stored".
 */
function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const safeStorage = {
  getRaw(key: string): string | null {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** The stored value when it still matches `schema` (an older build may have stored another shape). */
  get<T>(key: string, fallback: T, schema: WireSchema<T>): T {
    const raw = safeStorage.getRaw(key);
    if (raw === null) return fallback;
    try {
      const checked = checkWire(schema, JSON.parse(raw));
      return checked.ok ? checked.value : fallback;
    } catch {
      return fallback;
    }
  },
  set(key: string, value: unknown): boolean {
    try {
      backend()?.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      backend()?.removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  },
};
