import { safeStorage, v } from '@rental/shared';

export const HISTORY_KEY = 'catalog.searchHistory';
export const HISTORY_LIMIT = 10;

/** The newest keyword first, each once (ignoring case and spaces around it), at most `limit`. */
export function withKeyword(history: readonly string[], keyword: string, limit = HISTORY_LIMIT): string[] {
  const word = keyword.trim();
  if (!word) return [...history];
  const rest = history.filter((item) => item.toLowerCase() !== word.toLowerCase());
  return [word, ...rest].slice(0, limit);
}

// Per device, not per account: a renter who logs out keeps what they searched for on this phone.
export const searchHistory = {
  read(): string[] {
    return safeStorage.get(HISTORY_KEY, [], v.array(v.string())).slice(0, HISTORY_LIMIT);
  },
  add(keyword: string): string[] {
    const next = withKeyword(searchHistory.read(), keyword);
    safeStorage.set(HISTORY_KEY, next);
    return next;
  },
  clear(): void {
    safeStorage.remove(HISTORY_KEY);
  },
};
