import { string } from 'valibot';
import { safeStorage } from '../state/safe-storage';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'lang';

/** Query values from both the page URL and the hash route (`#/pages/x?lang=en`). */
export function launchQuery(loc: Pick<Location, 'search' | 'hash'> = window.location): URLSearchParams {
  const params = new URLSearchParams(loc.search);
  const hashQuery = loc.hash.indexOf('?');
  if (hashQuery >= 0) {
    new URLSearchParams(loc.hash.slice(hashQuery + 1)).forEach((value, key) => {
      if (!params.has(key)) params.set(key, value);
    });
  }
  return params;
}

/** The `lang` query, then the saved choice, then the browser's languages, then the default. */
export function detectLanguage(): Language {
  const fromQuery = normalizeLanguage(launchQuery().get('lang'));
  if (fromQuery) return fromQuery;
  const saved = normalizeLanguage(safeStorage.get(LANGUAGE_STORAGE_KEY, '', string()));
  if (saved) return saved;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const lng = normalizeLanguage(tag);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}
