import { normalizeInput, type TextInput } from './normalize-input';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const EARLIEST_BIRTH_YEAR = 1900;

/** GB 11643 check character for the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

function isPlausibleBirthDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate && year >= EARLIEST_BIRTH_YEAR && date.getTime() <= Date.now();
}

/**
 * An 18-character resident ID number (GB 11643): 17 digits, a correct check character (X may be
 * typed lowercase) and a real birth date between 1900 and today.
 */
export function isIdCardNumber(value: TextInput): boolean {
  const id = normalizeInput(value).toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  return isPlausibleBirthDate(id.slice(6, 14)) && idCardCheckChar(id.slice(0, 17)) === id[17];
}

/** Renters must be adults. */
export const MIN_RENTER_AGE = 18;

/** Full years between the birth date in an 18-character ID number and `today`; null for a bad number. */
export function ageFromIdNumber(value: TextInput, today: Date = new Date()): number | null {
  const id = normalizeInput(value).toUpperCase();
  if (!isIdCardNumber(id)) return null;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const before = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (before ? 1 : 0);
}

/** A valid ID number of someone at least MIN_RENTER_AGE today. */
export function isAdultIdNumber(value: TextInput, today: Date = new Date()): boolean {
  const age = ageFromIdNumber(value, today);
  return age !== null && age >= MIN_RENTER_AGE;
}
