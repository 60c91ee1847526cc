import { is, picklist } from 'valibot';

export const LANGUAGES = ['en', 'es', 'fr', 'zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

const LanguageSchema = picklist(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return is(LanguageSchema, value);
}

/** Maps a BCP 47 tag (`en-GB`, `zh-Hant-HK`, `zh`, `FR`) onto a supported language, or null. */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  if (lower === '') return null;
  if (lower.startsWith('zh')) {
    return /-(tw|hk|mo|hant)\b/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  const base = lower.split('-')[0];
  return isLanguage(base) ? base : null;
}
