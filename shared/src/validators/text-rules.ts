import { normalizeInput, type TextInput } from './normalize-input';

/** Mainland mobile number: 1, then 2–9, then 9 more digits. */
export function isMobile(value: TextInput): boolean {
  return /^1[2-9]\d{9}$/.test(normalizeInput(value));
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
