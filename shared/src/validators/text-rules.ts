import { normalizeInput, type TextInput } from './normalize-input';

// What people paste around a mainland number: separators and the country code (+86, 0086, 86).
const MOBILE_SEPARATORS = /[-‐‑–—().·/]/g;
const COUNTRY_CODE = /^(?:\+|00)?86(?=1\d{10}$)/;

/** A mobile number as typed or pasted (`+86 138 0013 8000`, `138-0013-8000`, full-width) as its digits. */
export function normalizeMobile(value: TextInput): string {
  return normalizeInput(value).replace(MOBILE_SEPARATORS, '').replace(COUNTRY_CODE, '');
}

/** Longest form a pasted mobile number comes in: `+86 138 0013 8000` and a little slack. */
export const MOBILE_INPUT_MAX_LENGTH = 24;

/** Mainland mobile number: 1, then 2–9, then 9 more digits (in any of the forms normalizeMobile reads). */
export function isMobile(value: TextInput): boolean {
  return /^1[2-9]\d{9}$/.test(normalizeMobile(value));
}

/**
 * What a code field keeps of what was typed or pasted: `123 456` and `１２３４５６` become `123456`
 * (cut to `length`); null when it holds anything but digits, so the field can refuse it.
 */
export function codeInput(value: TextInput, length = 6): string | null {
  const text = normalizeInput(value);
  return /^\d*$/.test(text) ? text.slice(0, length) : null;
}

/** A verification code of exactly `length` digits (6 by default). */
export function isVerificationCode(value: TextInput, length = 6): boolean {
  if (!Number.isInteger(length) || length < 1) return false;
  return new RegExp(`^\\d{${length}}$`).test(normalizeInput(value));
}

/** A non-negative amount with at most 2 decimals: `0`, `12`, `12.5`, `0.05`; not `01`, `.5`, `5.`. */
export function isAmount(value: TextInput): boolean {
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(normalizeInput(value));
}
