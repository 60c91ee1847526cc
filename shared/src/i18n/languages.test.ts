import { safeStorage } from '../state/safe-storage';
import { detectLanguage, launchQuery } from './detect-language';
import { normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['en-GB', 'en'],
    ['FR', 'fr'],
    ['es-419', 'es'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
  ])('maps %s to %s', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it('refuses what the app does not speak', () => {
    expect(normalizeLanguage('de-DE')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(undefined)).toBeNull();
  });
});

describe('detectLanguage', () => {
  const setUrl = (url: string) => window.history.replaceState(null, '', url);
  const setBrowser = (langs: string[]) =>
    Object.defineProperty(navigator, 'languages', { value: langs, configurable: true });

  afterEach(() => {
    setUrl('/');
    safeStorage.remove('lang');
  });

  it('prefers the lang query, from the page URL or the hash route', () => {
    safeStorage.set('lang', 'fr');
    setUrl('/h5/?lang=es');
    expect(detectLanguage()).toBe('es');
    setUrl('/h5/#/pages/user/user?lang=zh-TW');
    expect(detectLanguage()).toBe('zh-TW');
  });

  it('then the saved choice, then the browser, then Simplified Chinese', () => {
    setBrowser(['de-DE', 'en-US']);
    safeStorage.set('lang', 'fr');
    expect(detectLanguage()).toBe('fr');
    safeStorage.remove('lang');
    expect(detectLanguage()).toBe('en');
    setBrowser(['de-DE']);
    expect(detectLanguage()).toBe('zh-CN');
  });

  it('reads launch values from both query strings, the page URL winning', () => {
    const q = launchQuery({ search: '?code=A1&bizId=9', hash: '#/pages/x/x?code=B2&orderId=5' });
    expect(q.get('code')).toBe('A1');
    expect(q.get('orderId')).toBe('5');
  });
});
