import type { Lang } from './lang';

/**
 * Yuan as each language writes it, the same way the app's `formatMoney` does: es "314,00 ¥",
 * fr "7 362,34 ¥", en "¥7,362.34", and Simplified Chinese the documents' own "¥7362.34" (no
 * grouping). `narrowSymbol`: "CN¥" would read as a foreign currency to a renter in China.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, wholeYuan: boolean): Intl.NumberFormat {
  const key = `${lang}|${wholeYuan}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      useGrouping: lang !== 'zh-CN',
      ...(wholeYuan ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

/** Whole fen; `|| 0` turns a rounded -0 into 0, so nothing reads "-¥0.00". */
const wholeFen = (fen: number): number => Math.round(fen) || 0;

/** Fen to text with its sign and currency: "¥12.00", "12,00 ¥". */
export function money(fen: number, lang: Lang): string {
  return formatter(lang, false).format(wholeFen(fen) / 100);
}

/** As `money`, without ".00" for whole yuan ("¥1000", "1000 ¥"): for coupon thresholds. */
export function moneyShort(fen: number, lang: Lang): string {
  const f = wholeFen(fen);
  return f % 100 === 0 ? formatter(lang, true).format(f / 100) : money(f, lang);
}

/**
 * Text variables with their amounts written in `lang`: each `xFen` (a number of fen) also gives `x`.
 * Stored events and errors keep fen, so one record reads right in whichever language asks for it.
 */
export function withMoney(vars: Record<string, string | number>, lang: Lang): Record<string, string | number> {
  const out = { ...vars };
  for (const [key, value] of Object.entries(vars))
    if (key.endsWith('Fen') && typeof value === 'number') out[key.slice(0, -'Fen'.length)] = money(value, lang);
  return out;
}
