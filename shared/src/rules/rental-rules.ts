import { currentLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { formatMoney } from '../ui/money';
import rules from './rental-rules.json';
import words from './rule-words.json';

/** A line of the buyout formula: `+totalRent`, `-rentPaid`… (the dev API computes each term). */
export type BuyoutTerm = `${'+' | '-'}${'totalRent' | 'buyoutPrice' | 'couponDiscount' | 'lateFees' | 'rentPaid'}`;

/**
 * The money rules a renter reads and the dev API charges, from one file both read
 * (`rental-rules.json`; the dev API reads it as `@rental/shared/rental-rules.json`).
 */
export interface RentalRules {
  lateFee: { dailyBasisPoints: number; capPercentOfOverdue: number };
  earlyReturn: { feePercentOfRemainingRent: number };
  buyout: { terms: BuyoutTerm[] };
  deposit: { creditWaiverCap: number };
  review: { workingDays: number };
  /** Renewal opens this many days before the term ends (and stays open while the order is overdue). */
  renewal: {
    windowDays: number;
    /** A renewal's rent per period, as a percent of the order's current period rent. */
    periodRentPercent: number;
    /** The extra terms offered, by the order's term unit. */
    terms: { month: number[]; day: number[] };
  };
  /** A bill's "due soon" reminder arrives this many days before its due date. */
  reminders: { dueSoonDays: number };
  /** A monthly rent read per day ("低至 ¥9.97/天") over a month of this many days. */
  dailyEquivalent: { daysPerMonth: number };
  /** A paid order is shipped within this many hours of its first installment (its expected date). */
  fulfilment: { shipWithinHours: number };
}

export const RENTAL_RULES: RentalRules = rules as RentalRules;

/**
 * A rent per day, in cents: a daily rent as it is, a monthly one over the rules' month, rounded up
 * so that "as low as" never says less than a month of that length costs per day.
 */
export function rentPerDay(rent: number, unit: 'day' | 'month'): number {
  return unit === 'day' ? rent : Math.ceil(rent / RENTAL_RULES.dailyEquivalent.daysPerMonth);
}

/**
 * The rules that are words, not numbers (when rent starts, what a loss costs, when the deposit freeze
 * is released), each written once per language in `rule-words.json`; the dev API reads the same file
 * as `@rental/shared/rule-words.json`, so a screen and a document cannot state one two ways.
 */
export type RuleWord = keyof typeof words;
export const RULE_WORDS: Record<RuleWord, Record<Language, string>> = words;

/** A rate as a renter reads it: 5 basis points → "0.05%" ("0,05 %" in Spanish and French). */
export function formatRate(basisPoints: number, language: Language = currentLanguage()): string {
  const number = String(basisPoints / 100);
  return language === 'es' || language === 'fr' ? `${number.replace('.', ',')}\u00a0%` : `${number}%`;
}

/** The rules as i18next values, so a text says `{{lateFeeRate}}` instead of a number of its own. */
export function ruleValues(language: Language = currentLanguage()) {
  const r = RENTAL_RULES;
  return {
    lateFeeRate: formatRate(r.lateFee.dailyBasisPoints, language),
    earlyReturnFee: formatRate(r.earlyReturn.feePercentOfRemainingRent * 100, language),
    waiverCap: formatMoney(r.deposit.creditWaiverCap, language),
    reviewDays: r.review.workingDays,
    rentStart: RULE_WORDS.rentStart[language],
    lossCompensation: RULE_WORDS.lossCompensation[language],
    depositRelease: RULE_WORDS.depositRelease[language],
  };
}
