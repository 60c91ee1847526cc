import { array, string } from 'valibot';
import { onSessionCleared } from './auth-atoms';
import { safeStorage } from './safe-storage';

/** Every personal key any remote has written, so logout can find them without that remote's code. */
const INDEX_KEY = 'rental.personalKeys';

const listed = (): string[] => safeStorage.get(INDEX_KEY, [], array(string()));

/**
 * localStorage for what is about the renter (request keys, SMS waits, drafts): each key written
 * is listed once, and logout or a 401 removes every listed key — also when the remote that wrote
 * it has not loaded in this page's life (payments' keys go even if no payment page was opened).
 */
export const personalStorage = {
  get: safeStorage.get,
  remove: safeStorage.remove,
  set(key: string, value: unknown): boolean {
    const keys = listed();
    if (!keys.includes(key)) safeStorage.set(INDEX_KEY, [...keys, key]);
    return safeStorage.set(key, value);
  },
};

export function forgetPersonalStorage(): void {
  for (const key of listed()) safeStorage.remove(key);
  safeStorage.remove(INDEX_KEY);
}

onSessionCleared(forgetPersonalStorage);
