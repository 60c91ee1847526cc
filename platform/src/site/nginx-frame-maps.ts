import { DEFAULT_FRAME_FILE, DEFAULT_FRAME_LANGUAGE, FRAME_LANGUAGES, LANG_COOKIE, TEXT_COOKIE } from './frame-variant';

/** The variable holding the page `/h5/` answers with (frameFileFor's answer, worked out by nginx). */
export const FRAME_FILE_VARIABLE = '$rental_frame';

const OWS = '[ \\t]*';
const BASES = FRAME_LANGUAGES.filter((lng) => !lng.startsWith('zh'));

/** How a value is written: as is (a cookie, a header), or in a query (`+` and `%2D` as URLSearchParams decode them). */
const PLAIN = { space: '\\s', dash: '[-_]' };
const IN_QUERY = { space: '(?:\\s|\\+|%(?:09|0A|0B|0C|0D|20))', dash: '(?:[-_]|%2D|%5F)' };

/**
 * frameLanguageOf as nginx regexes, first match wins: trimmed, any case, `_` as `-`. A `(?![a-z0-9])`
 * is the JS `\b` once `_` became `-`.
 */
function languageMap(source: string, target: string, { space, dash } = PLAIN): string {
  return `  map ${source} ${target} {
    default "";
    "~*^${space}*zh.*${dash}(?:tw|hk|mo|hant)(?![a-z0-9])" zh-TW;
    "~*^${space}*zh" zh-CN;
${BASES.map((b) => `    "~*^${space}*${b}(?:${dash}.*|${space}*)$" ${b};`).join('\n')}
  }`;
}

/** The first value of a query parameter or cookie, as URLSearchParams and cookieValue read it. */
function firstValue(source: string, pattern: string, target: string): string {
  return `  map ${source} ${target} {
    default "";
    "~${pattern}" $value;
  }`;
}
const QUERY_LANG = '(?:^|&)lang(?:=(?<value>[^&]*))?(?:&|$)';
const cookie = (name: string) => `(?:^|;)${OWS}${name}${OWS}=${OWS}(?<value>[^;]*?)${OWS}(?:;|$)`;

/**
 * acceptedLanguage as one PCRE: the lazy skip takes whole entries (`…,`) until the first whose tag
 * the app speaks and whose parameters hold no `q=0`; that tag is captured for languageMap.
 */
const ACCEPTED_TAG =
  `^(?:[^,]*,)*?${OWS}(?<tag>(?:${BASES.join('|')})(?:[-_][^,;]*?)?|zh[^,;]*?)${OWS}` +
  `(?:;(?!${OWS}q${OWS}=${OWS}0(?:\\.0{0,3})?${OWS}(?:[;,]|$))[^;,]*)*(?:,|$)`;

/**
 * The `map` blocks (http level) that leave in `$rental_frame` the page frameFileFor names: the
 * `lang` query, the `lang` cookie, the first Accept-Language tag the app speaks, then zh-CN; large
 * text when the `text` cookie is `large`. The query and cookies are read from `$args` and
 * `$http_cookie`, not `$arg_lang` and `$cookie_lang`: those ignore the name's case (and nginx 1.22
 * splits cookies at commas), which the app and frameFileFor do not.
 */
export function frameMaps(): string {
  return `  # The prerendered page for /h5/: frameFileFor (platform/src/site/frame-variant.ts), in maps.
${firstValue('$args', QUERY_LANG, '$rental_query_lang')}
${firstValue('$http_cookie', cookie(LANG_COOKIE), '$rental_cookie_lang')}
${firstValue('$http_cookie', cookie(TEXT_COOKIE), '$rental_cookie_text')}
  map $http_accept_language $rental_accept_tag {
    default "";
    "~*${ACCEPTED_TAG}" $tag;
  }
${languageMap('$rental_query_lang', '$rental_lang_query', IN_QUERY)}
${languageMap('$rental_cookie_lang', '$rental_lang_cookie')}
${languageMap('$rental_accept_tag', '$rental_lang_accept')}
  map "$rental_lang_query|$rental_lang_cookie|$rental_lang_accept" $rental_lang {
    default ${DEFAULT_FRAME_LANGUAGE};
    "~^(?<chosen>[^|]+)\\|" $chosen;
    "~^\\|(?<chosen>[^|]+)\\|" $chosen;
    "~^\\|\\|(?<chosen>[^|]+)$" $chosen;
  }
  map $rental_cookie_text $rental_text {
    default "";
    "~^large$" .large;
  }
  map "$rental_lang$rental_text" ${FRAME_FILE_VARIABLE} {
    default "index.$rental_lang$rental_text.html";
    ${DEFAULT_FRAME_LANGUAGE} ${DEFAULT_FRAME_FILE};
  }`;
}
