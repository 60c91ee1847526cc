import { atom, type WritableAtom } from 'jotai';
import type { WireSchema } from '../contract/wire-check';
import { safeStorage } from './safe-storage';

/**
 * An atom mirrored to localStorage under `key`. Reads once at start (restoring after a reload);
 * a value that does not match `schema` or storage that throws leaves the fallback in place.
 */
export function persistedAtom<T>(key: string, fallback: T, schema: WireSchema<T>): WritableAtom<T, [T], void> {
  const base = atom<T>(safeStorage.get(key, fallback, schema));
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      set(base, next);
      if (next === fallback || next === null) safeStorage.remove(key);
      else safeStorage.set(key, next);
    },
  );
}
