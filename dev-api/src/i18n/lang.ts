export const LANGS = ['zh-CN', 'zh-TW', 'en', 'es', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/** One piece of server-owned text in every supported language. */
export type L10n = Record<Lang, string>;

/** Seed-table shorthand: the five languages in a fixed order. */
export const l10n = (zhCN: string, zhTW: string, en: string, es: string, fr: string): L10n => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  es,
  fr,
});

const TRADITIONAL = new Set(['tw', 'hk', 'mo', 'hant']);

function matchTag(tag: string): Lang | null {
  const parts = tag.toLowerCase().split(/[-_]/);
  switch (parts[0]) {
    case 'zh':
      return parts.slice(1).some((p) => TRADITIONAL.has(p)) ? 'zh-TW' : 'zh-CN';
    case 'en':
      return 'en';
    case 'es':
      return 'es';
    case 'fr':
      return 'fr';
    default:
      return null;
  }
}

/** Picks the best supported language from an Accept-Language header, honouring q-values. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const lang = matchTag(entry.tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** Fills `{name}` from `vars`; a name it doesn't know stays as it is. */
export function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function tr(text: L10n, lang: Lang, vars?: Record<string, string | number>): string {
  return vars ? interpolate(text[lang], vars) : text[lang];
}

/** Every language's text, for searching across languages. */
export function allLangs(text: L10n): string[] {
  return LANGS.map((lang) => text[lang]);
}
