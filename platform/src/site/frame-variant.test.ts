import path from 'node:path';
import {
  acceptedLanguage,
  cookieValue,
  FRAME_FILES,
  frameFileFor,
  frameLanguage,
  frameLanguageOf,
  isFrameFile,
} from './frame-variant';

/** Tags a renter's browser, wallet or hand-written link may send, odd ones above all. */
const ODD_TAGS = [
  'en',
  'EN',
  'en-GB',
  'en_US',
  'en-',
  ' en ',
  'eng',
  'en gb',
  'english',
  'es-419',
  'fr-CA',
  'FR',
  'zh',
  'ZH',
  'zh-CN',
  'zh-cn',
  'zh-Hans',
  'zh-Hans-CN',
  'zh-Hans-HK',
  'zh-Hant',
  'zh-Hant-HK',
  'zh-Hant-TW',
  'zh_TW',
  'zh-TW',
  'zh-HK',
  'zh-MO',
  'zh-SG',
  'zh-hant_x',
  'zh-twx',
  'zh-TW-x',
  'zhong',
  'de',
  'de-DE',
  '*',
  '',
  ' ',
  '-',
  '../x',
  'en/../../etc',
  'fr;q=1',
  'zh-TW%00',
  'x-en',
];

describe('which prerendered page a request for /h5/ gets', () => {
  it('maps a tag exactly as the app’s normalizeLanguage does, odd tags included', async () => {
    // The app's own function, read from its source: the platform does not depend on the browser
    // library, and its type check does not reach outside platform/src (hence the computed path).
    const languages = path.join(__dirname, '../../../shared/src/i18n/languages');
    const shared = (await import(languages)) as { normalizeLanguage(tag: string | null): string | null };
    for (const tag of ODD_TAGS) expect([tag, frameLanguageOf(tag)]).toEqual([tag, shared.normalizeLanguage(tag)]);
    expect(frameLanguageOf(null)).toBeNull();
  });

  it.each([
    ['zh-Hant-HK', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['en-GB;q=0.8', 'en'],
    ['de,fr;q=0.9', 'fr'],
    ['de-DE, en-US;q=0.5, fr;q=0.9', 'en'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['fr;Q=0.000,es', 'es'],
    ['fr; q = 0 , es', 'es'],
    ['fr;q=0.001,es', 'fr'],
    ['fr;q=0.0001,es', 'fr'],
    ['fr;q=,es', 'fr'],
    ['fr;level=0, es', 'fr'],
    ['*;q=0.1, zh-TW', 'zh-TW'],
    [',, \t zh-Hant ;q=0.2', 'zh-TW'],
    ['zh-Hans-HK', 'zh-TW'],
    ['de-DE, *', null],
    ['', null],
    ['en gb, es', 'es'],
  ])('Accept-Language %p: %p (the first the app speaks in the header’s order, q=0 refused)', (header, lng) => {
    expect(acceptedLanguage(header)).toBe(lng);
  });

  it('takes the query first, then the saved choice’s cookie, then the browser’s languages, then zh-CN', () => {
    const all = { search: '?lang=es', cookie: 'lang=fr', acceptLanguage: 'zh-TW' };
    expect(frameLanguage(all)).toBe('es');
    expect(frameLanguage({ ...all, search: '' })).toBe('fr');
    expect(frameLanguage({ ...all, search: '?x=1', cookie: 'other=1' })).toBe('zh-TW');
    expect(frameLanguage({})).toBe('zh-CN');
    expect(frameLanguage({ acceptLanguage: 'de, ja' })).toBe('zh-CN');
    // A value the app would not take falls through, as in detectLanguage.
    expect(frameLanguage({ ...all, search: '?lang=de' })).toBe('fr');
    expect(frameLanguage({ ...all, search: '?lang=', cookie: 'lang=xx' })).toBe('zh-TW');
    expect(frameLanguage({ search: '?lang=zh%5FTW' })).toBe('zh-TW');
    expect(frameLanguage({ search: '?lang=de&lang=fr', acceptLanguage: 'es' })).toBe('es');
  });

  it('names the file by language and text size; zh-CN at standard size is index.html', () => {
    expect(frameFileFor({})).toBe('index.html');
    expect(frameFileFor({ cookie: 'text=large' })).toBe('index.zh-CN.large.html');
    expect(frameFileFor({ acceptLanguage: 'en-GB;q=0.8' })).toBe('index.en.html');
    expect(frameFileFor({ cookie: 'lang=zh-TW; text=large' })).toBe('index.zh-TW.large.html');
    expect(frameFileFor({ search: '?lang=fr', cookie: 'text=large; lang=es' })).toBe('index.fr.large.html');
    expect(FRAME_FILES).toEqual([
      'index.en.html',
      'index.en.large.html',
      'index.es.html',
      'index.es.large.html',
      'index.fr.html',
      'index.fr.large.html',
      'index.html',
      'index.zh-CN.large.html',
      'index.zh-TW.html',
      'index.zh-TW.large.html',
    ]);
  });

  it.each([
    'text=LARGE',
    'text="large"',
    'text=large1',
    'text=',
    'xtext=large',
    'text=standard',
    'text=../x',
    'text=large\u0000',
  ])('is standard text unless the cookie says exactly large: %p', (cookie) => {
    expect(frameFileFor({ cookie })).toBe('index.html');
  });

  it.each([
    ['lang=../x', 'index.html'],
    ['lang=../../etc/passwd%00; text=large', 'index.zh-CN.large.html'],
    ['lang=en/../../x', 'index.html'],
    ['lang=index; text=../large', 'index.html'],
    ['lang="en"', 'index.html'],
    ['lang=de; lang=fr', 'index.html'],
  ])('names only a file of the fixed set, whatever the cookie holds: %p', (cookie, file) => {
    expect(frameFileFor({ cookie })).toBe(file);
    expect(
      frameFileFor({ cookie, search: '?lang=../../x', acceptLanguage: '../x, zh-../x' }).match(/^index[\w.-]*\.html$/),
    ).not.toBeNull();
    expect(isFrameFile(frameFileFor({ cookie, search: `?lang=${encodeURIComponent('../x')}` }))).toBe(true);
  });

  it('reads the first cookie of the name, as nginx’s $cookie_ does', () => {
    expect(cookieValue('a=1; lang=en; lang=fr', 'lang')).toBe('en');
    expect(cookieValue('language=en; xlang=fr', 'lang')).toBeNull();
    expect(cookieValue('lang=', 'lang')).toBe('');
    expect(cookieValue(undefined, 'lang')).toBeNull();
  });
});
