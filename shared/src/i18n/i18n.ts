import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { string } from 'valibot';
import { writePageCookie } from '../state/page-cookies';
import { safeStorage } from '../state/safe-storage';
import { detectLanguage, LANGUAGE_STORAGE_KEY, launchQuery } from './detect-language';
import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from './languages';
import { sharedResources } from './shared-resources';

export const i18n: I18n = i18next.createInstance();

type Loader = (lng: Language) => Promise<Record<string, unknown>>;
const loaders = new Map<string, Loader>();

let initialized: Promise<unknown> | null = null;

/** The saved choice, and its copy in the `lang` cookie the server picks the first paint's page by. */
function saveChoice(lng: Language): void {
  safeStorage.set(LANGUAGE_STORAGE_KEY, lng);
  writePageCookie('lang', lng);
}

/**
 * A language the `lang` query chose becomes the saved choice, so the next visit starts in it, its
 * first paint included; otherwise the cookie is set to the saved choice (or expired without one),
 * which it mirrors, for a renter who chose before the cookie existed.
 */
function rememberLaunchChoice(lng: Language): void {
  if (normalizeLanguage(launchQuery().get('lang')) === lng) return saveChoice(lng);
  writePageCookie('lang', normalizeLanguage(safeStorage.get(LANGUAGE_STORAGE_KEY, '', string())));
}

export function initI18n(lng: Language = detectLanguage()): Promise<unknown> {
  if (!initialized) {
    initialized = i18n.use(initReactI18next).init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'errors'],
      defaultNS: 'common',
      resources: sharedResources,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    // Not in the build's prerender (scripts/webpack/prerender-frame.cjs), which has no page.
    if (typeof document !== 'undefined') {
      document.documentElement.lang = lng;
      rememberLaunchChoice(lng);
    }
  }
  return initialized;
}

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}

async function loadNamespace(ns: string, lng: Language): Promise<void> {
  const loader = loaders.get(ns);
  if (!loader || i18n.hasResourceBundle(lng, ns)) return;
  i18n.addResourceBundle(lng, ns, await loader(lng), true, true);
}

/** A remote's namespace: loaded for the current language now, and for each language switched to. */
export async function registerNamespace(ns: string, loader: Loader): Promise<void> {
  loaders.set(ns, loader);
  await loadNamespace(ns, currentLanguage());
}

/**
 * A namespace whose strings failed to load in the current language gets the fallback language's
 * (i18next then shows those, never raw keys). Rejects when that fails too, or is the same language.
 */
export async function loadFallbackStrings(ns: string): Promise<void> {
  if (currentLanguage() === DEFAULT_LANGUAGE) throw new Error(`no strings for ${ns}`);
  await loadNamespace(ns, DEFAULT_LANGUAGE);
}

/** Switches language once every registered namespace has its strings, and remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadNamespace(ns, lng)));
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  saveChoice(lng);
}
