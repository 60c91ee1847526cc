/** Bank card numbers: what the renter types, what the field shows and what may be shown later. */
import { normalizeInput } from '@rental/shared';

export const CARD_MIN_DIGITS = 16;
export const CARD_MAX_DIGITS = 19;

export type CardNumberProblem = 'required' | 'length' | 'checksum';

/** Only the digits, full-width ones (a Chinese IME) made ASCII; at most 19 are kept. */
export function cardDigits(value: string): string {
  return normalizeInput(value).replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
}

/** "6222021234567890123" → "6222 0212 3456 7890 123", the way the number is printed on a card. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn (mod 10) check every bank card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why a number can't be a bank card, or null when it can (16–19 digits with a valid check digit). */
export function cardNumberProblem(digits: string): CardNumberProblem | null {
  if (digits === '') return 'required';
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS) return 'length';
  return passesLuhn(digits) ? null : 'checksum';
}

/** "**** **** **** 0123": only the last four digits ever shown once a card is saved. */
export function maskCardNumber(digits: string): string {
  const clean = cardDigits(digits);
  return clean.length < 4 ? '****' : `**** **** **** ${clean.slice(-4)}`;
}
