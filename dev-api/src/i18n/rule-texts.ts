import { PLATFORM } from '../data/home-banners';
import { RULES, ruleVars } from '../data/rental-rules';
import { BUYOUT_LABELS } from './order-messages';
import { interpolate, tr, type L10n, type Lang } from './lang';

/** "Total rent + Buyout price − Coupon discount …", from the rules' own list of terms. */
export function buyoutFormula(lang: Lang): string {
  return RULES.buyout.terms
    .map((term, i) => {
      const label = tr(BUYOUT_LABELS[term.key], lang);
      if (i === 0) return term.sign < 0 ? `− ${label}` : label;
      return `${term.sign < 0 ? '−' : '+'} ${label}`;
    })
    .join(' ');
}

/** Every value a server text may state about money rules or how to reach us. */
export function textVars(lang: Lang): Record<string, string | number> {
  return { ...ruleVars(lang), buyoutFormula: buyoutFormula(lang), customerPhone: PLATFORM.customerPhone };
}

/** A server text with its rules filled in: the numbers come from the rules file, never from the text. */
export const ruleText = (text: L10n, lang: Lang): string => tr(text, lang, textVars(lang));

/** The same for a text already in one language (agreements are written per language). */
export const fillRules = (text: string, lang: Lang): string => interpolate(text, textVars(lang));
