/**
 * Which prerendered page (`index.en.large.html`…) a request for `/h5/` gets: one definition for the
 * dev server, and the reference nginx's `map` blocks (nginx-frame-maps.ts) are tested against. It
 * picks the language the app itself will (`detectLanguage` in @rental/shared) so the first paint
 * needs no correction.
 */
export const FRAME_LANGUAGES = ['en', 'es', 'fr', 'zh-CN', 'zh-TW'] as const;
export type FrameLanguage = (typeof FRAME_LANGUAGES)[number];
export const DEFAULT_FRAME_LANGUAGE: FrameLanguage = 'zh-CN';

/** The page renters get when nothing chose otherwise, and what every other variant falls back to. */
export const DEFAULT_FRAME_FILE = 'index.html';
/** A negotiated page's answer depends on these request headers besides its URL. */
export const FRAME_VARY = 'Accept-Language, Cookie';
/** The cookies the app writes so the server knows (Path=/h5/): `lang=<language>`, `text=large`. */
export const LANG_COOKIE = 'lang';
export const TEXT_COOKIE = 'text';

export function frameFileName(lng: FrameLanguage, large: boolean): string {
  if (lng === DEFAULT_FRAME_LANGUAGE && !large) return DEFAULT_FRAME_FILE;
  return `index.${lng}${large ? '.large' : ''}.html`;
}

/** Every page a request may get: the ones activation copies to `h5/`, and removes when a shell lacks them. */
export const FRAME_FILES: readonly string[] = FRAME_LANGUAGES.flatMap((lng) => [
  frameFileName(lng, false),
  frameFileName(lng, true),
]);

export const isFrameFile = (name: string): boolean => FRAME_FILES.includes(name);

const isFrameLanguage = (value: string): value is FrameLanguage =>
  (FRAME_LANGUAGES as readonly string[]).includes(value);

/** @rental/shared's `normalizeLanguage`, rule for rule (a test holds them equal): `en-GB`, `zh-Hant-HK`, `zh_TW`. */
export function frameLanguageOf(tag: string | null | undefined): FrameLanguage | null {
  if (!tag) return null;
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  if (lower === '') return null;
  if (lower.startsWith('zh')) return /-(tw|hk|mo|hant)\b/.test(lower) ? 'zh-TW' : 'zh-CN';
  const base = lower.split('-')[0] ?? '';
  return isFrameLanguage(base) ? base : null;
}

/** HTTP's optional white space; what the nginx pattern skips around a tag too. */
const trimOws = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, '');
/** A q-value of zero as RFC 9110 writes it (`0`, `0.0`, `0.000`): "not acceptable". */
const ZERO_Q = /^0(?:\.0{0,3})?$/;

const refused = (params: string[]) =>
  params.some((param) => {
    const at = param.indexOf('=');
    return at > 0 && trimOws(param.slice(0, at)).toLowerCase() === 'q' && ZERO_Q.test(trimOws(param.slice(at + 1)));
  });

/** The first tag, in the header's order (not by q), that maps to a language the app speaks; q=0 ones skipped. */
export function acceptedLanguage(header: string | null | undefined): FrameLanguage | null {
  for (const entry of (header ?? '').split(',')) {
    const [tag = '', ...params] = entry.split(';');
    if (refused(params)) continue;
    const lng = frameLanguageOf(trimOws(tag));
    if (lng) return lng;
  }
  return null;
}

/**
 * The first cookie of that name (names are case-sensitive, as browsers keep them), its value
 * trimmed; the more specific path comes first. Not nginx's `$cookie_`, which ignores case and, up to
 * 1.22, splits at commas too: nginx reads `$http_cookie` with the same rule instead.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && trimOws(pair.slice(0, at)) === name) return trimOws(pair.slice(at + 1));
  }
  return null;
}

export interface FrameRequest {
  /** The URL's search (`?lang=en&x=1`): the hash never reaches a server. */
  search?: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** The language the app will start in: the `lang` query, the saved choice (its cookie), the browser's, zh-CN. */
export function frameLanguage(req: FrameRequest): FrameLanguage {
  return (
    frameLanguageOf(new URLSearchParams(req.search ?? '').get('lang')) ??
    frameLanguageOf(cookieValue(req.cookie, LANG_COOKIE)) ??
    acceptedLanguage(req.acceptLanguage) ??
    DEFAULT_FRAME_LANGUAGE
  );
}

/** The page file a request for `/h5/` gets when the build has its variants (else `index.html`). */
export function frameFileFor(req: FrameRequest): string {
  return frameFileName(frameLanguage(req), cookieValue(req.cookie, TEXT_COOKIE) === 'large');
}
