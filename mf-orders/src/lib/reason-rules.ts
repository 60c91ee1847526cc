/** Why a renter cancels: preset choices, "other" needs their own words. */
export const CANCEL_REASONS = ['changedMind', 'wrongSpec', 'tooExpensive', 'tooSlow', 'other'] as const;
/** Why a renter returns a device. */
export const RETURN_REASONS = ['termOver', 'noLongerNeeded', 'upgrading', 'notSatisfied', 'other'] as const;

/** Longest free text a cancel reason may hold (the server's limit). */
export const CANCEL_REASON_MAX = 100;
/** Longest free text a return reason may hold (the server's limit). */
export const RETURN_REASON_MAX = 200;

export type CancelReason = (typeof CANCEL_REASONS)[number];
export type ReturnReason = (typeof RETURN_REASONS)[number];

export type ReasonError = 'choose' | 'describe' | 'tooLong';

/** At least this many characters when "other" is the only explanation. */
const MIN_OWN_WORDS = 2;

/**
 * The text sent as the reason: the chosen label, with the renter's note after it when there is one
 * ("other" sends the note alone).
 */
export function composeReason(choice: string | null, label: string, note: string): string {
  const words = note.trim();
  if (choice === 'other') return words;
  return words ? `${label}: ${words}` : label;
}

/** What is wrong with a reason before it can be sent, or null. */
export function checkReason(choice: string | null, label: string, note: string, max: number): ReasonError | null {
  if (!choice) return 'choose';
  if (choice === 'other' && note.trim().length < MIN_OWN_WORDS) return 'describe';
  return composeReason(choice, label, note).length > max ? 'tooLong' : null;
}
