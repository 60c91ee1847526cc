import { isAdultIdNumber, isIdCardNumber, normalizeInput } from '@rental/shared';

/** "Long-term" validity (长期) on the card's back. */
export const LONG_TERM = 'long';
export const DATE_SPAN_YEARS = 150;

export interface IdDraft {
  name: string;
  idNumber: string;
  validFrom: string;
  /** `YYYY-MM-DD` or LONG_TERM. */
  validTo: string;
}

export type IdField = keyof IdDraft;
export type IdError =
  | 'nameRequired'
  | 'nameInvalid'
  | 'idRequired'
  | 'idInvalid'
  | 'underAge'
  | 'fromRequired'
  | 'toRequired'
  | 'toBeforeFrom'
  | 'expired';

const CHINESE_NAME = /^[\u4e00-\u9fa5·]{2,20}$/;
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]{1,39}$/;

export const normalizeIdNumber = (value: string): string => normalizeInput(value).toUpperCase();

/** The date picker's range: this year ±150 years (spec §9). */
export function pickerRange(now: Date): { min: Date; max: Date } {
  const year = now.getFullYear();
  return { min: new Date(year - DATE_SPAN_YEARS, 0, 1), max: new Date(year + DATE_SPAN_YEARS, 11, 31) };
}

export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toIsoDate(date) === value ? date : null;
}

/** Each field's problem, if any; `today` is `YYYY-MM-DD`. */
export function validateIdDraft(draft: IdDraft, today: string): Partial<Record<IdField, IdError>> {
  const errors: Partial<Record<IdField, IdError>> = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (!CHINESE_NAME.test(name) && !LATIN_NAME.test(name)) errors.name = 'nameInvalid';
  const id = normalizeIdNumber(draft.idNumber);
  if (!id) errors.idNumber = 'idRequired';
  else if (!isIdCardNumber(id)) errors.idNumber = 'idInvalid';
  else if (!isAdultIdNumber(id, fromIsoDate(today) ?? new Date())) errors.idNumber = 'underAge';
  if (!fromIsoDate(draft.validFrom)) errors.validFrom = 'fromRequired';
  if (draft.validTo !== LONG_TERM) {
    if (!fromIsoDate(draft.validTo)) errors.validTo = 'toRequired';
    else if (draft.validFrom && draft.validTo <= draft.validFrom) errors.validTo = 'toBeforeFrom';
    else if (draft.validTo < today) errors.validTo = 'expired';
  }
  return errors;
}

/** `110105199003071239` → `110***********1239`. */
export function maskIdNumber(value: string): string {
  return value.length < 8 ? value : `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
