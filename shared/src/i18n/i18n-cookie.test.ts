import { safeStorage } from '../state/safe-storage';
import type * as I18n from './i18n';

type I18nModule = typeof I18n;

/** A fresh i18n module: initI18n works once per page load. */
const freshI18n = () => {
  let loaded: I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<I18nModule>('./i18n');
  });
  return loaded!;
};

/** The cookies the app's pages (`/h5/`) send, as the server reads them. */
const pageCookies = () => document.cookie;
const open = (url: string) => window.history.replaceState(null, '', url);

describe('the language choice, told to the server', () => {
  let set: jest.SpyInstance;
  beforeEach(() => {
    set = jest.spyOn(document, 'cookie', 'set');
  });
  afterEach(() => {
    set.mockRestore();
    document.cookie = 'lang=; Max-Age=0; Path=/h5/';
    safeStorage.remove('lang');
    open('/');
  });

  it('setLanguage saves the choice and mirrors it in the lang cookie of the app’s pages', async () => {
    open('/h5/');
    const { initI18n, setLanguage } = freshI18n();
    await initI18n('zh-CN');
    await setLanguage('fr');
    expect(safeStorage.getRaw('lang')).toBe('"fr"');
    expect(pageCookies()).toContain('lang=fr');
    expect(set).toHaveBeenLastCalledWith('lang=fr; Max-Age=31536000; Path=/h5/; SameSite=Lax');
    open('/api/');
    expect(document.cookie).not.toContain('lang=');
  });

  it('a language the lang query chose is remembered, so the next visit starts in it from the first paint', async () => {
    open('/h5/?lang=zh_TW#/pages/index/index');
    const { initI18n } = freshI18n();
    await initI18n();
    expect(pageCookies()).toContain('lang=zh-TW');
    expect(safeStorage.getRaw('lang')).toBe('"zh-TW"');
  });

  it('a query naming no language the app speaks changes nothing', async () => {
    safeStorage.set('lang', 'es');
    open('/h5/?lang=de');
    const { initI18n } = freshI18n();
    await initI18n();
    expect(pageCookies()).toContain('lang=es');
    expect(safeStorage.getRaw('lang')).toBe('"es"');
  });

  it('at start the cookie mirrors a choice saved before it existed, and goes when nothing is saved', async () => {
    safeStorage.set('lang', 'en');
    open('/h5/');
    await freshI18n().initI18n();
    expect(pageCookies()).toContain('lang=en');
    safeStorage.remove('lang');
    await freshI18n().initI18n();
    expect(pageCookies()).not.toContain('lang=');
  });
});
