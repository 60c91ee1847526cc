import { currentLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

/**
 * How each language writes yuan: es "314,00 ¥", fr "7 362,34 ¥", en "¥7,362.34". Simplified Chinese
 * keeps the app's own "¥7362.34" (no grouping), the form the spec's texts and the signed documents
 * are written in. `narrowSymbol` because `CN¥` reads as a foreign currency to a renter in China.
 */
function options(language: Language, wholeYuan: boolean): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    useGrouping: language !== 'zh-CN',
    ...(wholeYuan ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  };
}

/** One formatter per language and shape: building one costs more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, wholeYuan: boolean): Intl.NumberFormat {
  const key = `${language}|${wholeYuan ? 'whole' : 'fen'}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(language, options(language, wholeYuan));
    formatters.set(key, f);
  }
  return f;
}

/** Whole fen; `|| 0` turns a rounded -0 into 0, so nothing shows as "-¥0.00". */
const wholeFen = (fen: number): number => Math.round(fen) || 0;

/**
 * Fen (integer) to text in the renter's language ("¥12.00", "12,00 ¥"); the only place money becomes
 * text. `language` is for texts written for someone other than the current screen.
 */
export function formatMoney(fen: number, language: Language = currentLanguage()): string {
  return formatter(language, false).format(wholeFen(fen) / 100);
}

/** As `formatMoney`, without ".00" for whole yuan ("¥50", "50 ¥"): for coupon faces and conditions. */
export function formatMoneyShort(fen: number, language: Language = currentLanguage()): string {
  const f = wholeFen(fen);
  return f % 100 === 0 ? formatter(language, true).format(f / 100) : formatMoney(f, language);
}
