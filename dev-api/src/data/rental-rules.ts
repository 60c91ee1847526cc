import { readFileSync } from 'node:fs';
import { l10n, LANGS, tr, type L10n, type Lang } from '../i18n/lang';
import { money } from '../i18n/money';

export type BuyoutTermKey = 'totalRent' | 'buyoutPrice' | 'couponDiscount' | 'lateFees' | 'rentPaid';

/** The money rules (`shared/src/rules/rental-rules.json`): what the texts say and the charges do. */
export interface RentalRules {
  lateFee: { dailyBasisPoints: number; capPercentOfOverdue: number };
  earlyReturn: { feePercentOfRemainingRent: number };
  buyout: { terms: { sign: 1 | -1; key: BuyoutTermKey }[] };
  deposit: { creditWaiverCap: number };
  review: { workingDays: number };
  renewal: { windowDays: number; periodRentPercent: number; terms: { month: number[]; day: number[] } };
  reminders: { dueSoonDays: number };
  fulfilment: { shipWithinHours: number };
}

const TERM_KEYS: readonly string[] = ['totalRent', 'buyoutPrice', 'couponDiscount', 'lateFees', 'rentPaid'];

function count(source: unknown, path: string): number {
  const value = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], source);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new Error(`rental-rules.json: ${path} must be a whole number ≥ 0`);
  return value;
}

/** A non-empty list of whole numbers ≥ 1 (the renewal terms offered). */
function counts(source: unknown, path: string): number[] {
  const value = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], source);
  if (!Array.isArray(value) || value.length === 0 || !value.every((n) => Number.isInteger(n) && n >= 1))
    throw new Error(`rental-rules.json: ${path} must be a list of whole numbers ≥ 1`);
  return value as number[];
}

function buyoutTerms(source: unknown): RentalRules['buyout']['terms'] {
  const raw = (source as { buyout?: { terms?: unknown } }).buyout?.terms;
  if (!Array.isArray(raw)) throw new Error('rental-rules.json: buyout.terms must be a list');
  return raw.map((term: unknown) => {
    const match = typeof term === 'string' ? /^([+-])(\w+)$/.exec(term) : null;
    if (!match || !TERM_KEYS.includes(match[2] ?? '')) throw new Error(`rental-rules.json: bad buyout term ${term}`);
    return { sign: match[1] === '-' ? -1 : 1, key: match[2] as BuyoutTermKey };
  });
}

/** Reads and checks the rules file the app's texts read too; a bad file stops the server at start. */
export function parseRules(text: string): RentalRules {
  const source: unknown = JSON.parse(text);
  return {
    lateFee: {
      dailyBasisPoints: count(source, 'lateFee.dailyBasisPoints'),
      capPercentOfOverdue: count(source, 'lateFee.capPercentOfOverdue'),
    },
    earlyReturn: { feePercentOfRemainingRent: count(source, 'earlyReturn.feePercentOfRemainingRent') },
    buyout: { terms: buyoutTerms(source) },
    deposit: { creditWaiverCap: count(source, 'deposit.creditWaiverCap') },
    review: { workingDays: count(source, 'review.workingDays') },
    renewal: {
      windowDays: count(source, 'renewal.windowDays'),
      periodRentPercent: count(source, 'renewal.periodRentPercent'),
      terms: { month: counts(source, 'renewal.terms.month'), day: counts(source, 'renewal.terms.day') },
    },
    reminders: { dueSoonDays: count(source, 'reminders.dueSoonDays') },
    fulfilment: { shipWithinHours: count(source, 'fulfilment.shipWithinHours') },
  };
}

export const RULES_FILE = require.resolve('@rental/shared/rental-rules.json');
export const RULES: RentalRules = parseRules(readFileSync(RULES_FILE, 'utf8'));

/** The rules that are words: when rent starts, what a loss costs, when the deposit freeze is released. */
export type RuleWord = 'rentStart' | 'lossCompensation' | 'depositRelease';
const RULE_WORD_KEYS: readonly RuleWord[] = ['rentStart', 'lossCompensation', 'depositRelease'];

/** Reads the words file the app reads too; a rule missing a language stops the server at start. */
export function parseRuleWords(text: string): Record<RuleWord, L10n> {
  const source = JSON.parse(text) as Record<string, Record<string, unknown> | undefined>;
  const words = {} as Record<RuleWord, L10n>;
  for (const key of RULE_WORD_KEYS) {
    const entry = {} as L10n;
    for (const lang of LANGS) {
      const value = source[key]?.[lang];
      if (typeof value !== 'string' || value.trim() === '')
        throw new Error(`rule-words.json: ${key}.${lang} must be a text`);
      entry[lang] = value;
    }
    words[key] = entry;
  }
  return words;
}

export const RULE_WORDS_FILE = require.resolve('@rental/shared/rule-words.json');
export const RULE_WORDS: Record<RuleWord, L10n> = parseRuleWords(readFileSync(RULE_WORDS_FILE, 'utf8'));

/** A rate as the renter reads it: 5 basis points → "0.05%" ("0,05 %" in Spanish and French). */
export function rateText(basisPoints: number, lang: Lang): string {
  const number = String(basisPoints / 100);
  return lang === 'es' || lang === 'fr' ? `${number.replace('.', ',')}\u00a0%` : `${number}%`;
}

/**
 * The two buyout amounts, each with one name: what keeping the device costs when the term ends (the
 * contract's price, `amount.buyoutPrice`) and what buying it out now costs (the quote's `amount`).
 * No text calls one by the other's name; the app's `money.*` strings in mf-orders say the same.
 */
export const MONEY_NAMES = {
  endOfTermBuyoutPrice: l10n(
    '到期买断价',
    '到期買斷價',
    'End-of-term buyout price',
    'Precio de compra al vencimiento',
    'Prix de rachat en fin de contrat',
  ),
  earlyBuyoutTotal: l10n(
    '提前买断总额',
    '提前買斷總額',
    'Early buyout total',
    'Total de la compra anticipada',
    'Total du rachat anticipé',
  ),
} satisfies Record<string, L10n>;

/**
 * Cancelling before shipping (issue 35): each paid row goes back where it was paid from and lands
 * within this many minutes of the cancel (server clock); the deposit freeze is released at once.
 * Every text that says how long a refund takes reads this (`{refundMinutes}`; the app reads the
 * cancel quote's `refundMinutes`).
 */
export const CANCEL_RULES = { refundMinutes: 30 } as const;

const WORKING_DAYS: Record<'en' | 'es' | 'fr', Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: '{n} working day', other: '{n} working days' },
  es: { one: '{n} día hábil', other: '{n} días hábiles' },
  fr: { one: '{n} jour ouvré', other: '{n} jours ouvrés' },
};

/** "1 working day", "2 días hábiles": the review time with the language's plural form (Chinese texts say 个工作日 themselves). */
function reviewTime(days: number, lang: Lang): string {
  if (lang !== 'en' && lang !== 'es' && lang !== 'fr') return String(days);
  const forms = WORKING_DAYS[lang];
  return (forms[new Intl.PluralRules(lang).select(days)] ?? forms.other).replace('{n}', String(days));
}

/** The rules as template values, for every server text that states one. */
export function ruleVars(lang: Lang): Record<string, string | number> {
  return {
    endOfTermBuyoutPrice: tr(MONEY_NAMES.endOfTermBuyoutPrice, lang),
    earlyBuyoutTotal: tr(MONEY_NAMES.earlyBuyoutTotal, lang),
    lateFeeRate: rateText(RULES.lateFee.dailyBasisPoints, lang),
    earlyReturnFee: rateText(RULES.earlyReturn.feePercentOfRemainingRent * 100, lang),
    waiverCap: money(RULES.deposit.creditWaiverCap, lang),
    reviewDays: RULES.review.workingDays,
    reviewTime: reviewTime(RULES.review.workingDays, lang),
    renewalDays: RULES.renewal.windowDays,
    refundMinutes: CANCEL_RULES.refundMinutes,
    rentStart: tr(RULE_WORDS.rentStart, lang),
    lossCompensation: tr(RULE_WORDS.lossCompensation, lang),
    depositRelease: tr(RULE_WORDS.depositRelease, lang),
  };
}

/** The late fee of an overdue row: the daily rate for each day, never above the cap. */
export function lateFee(amount: number, days: number): number {
  const fee = Math.ceil((amount * RULES.lateFee.dailyBasisPoints * days) / 10_000);
  return Math.min(fee, Math.floor((amount * RULES.lateFee.capPercentOfOverdue) / 100));
}

/** The fee for ending the rental before its term: a share of the rent no longer charged. */
export const earlyReturnFee = (remainingRent: number): number =>
  Math.round((remainingRent * RULES.earlyReturn.feePercentOfRemainingRent) / 100);
