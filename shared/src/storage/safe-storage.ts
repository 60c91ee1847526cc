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
  get<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
    const raw = safeStorage.getRaw(key);
    if (raw === null) return fallback;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isValid(parsed) ? parsed : fallback;
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
