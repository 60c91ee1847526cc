import {
  isMobile,
  isNumber,
  isRecord,
  isString,
  isVerificationCode,
  normalizeInput,
  normalizeMobile,
} from '@rental/shared';
import { cardNumberProblem } from './card-number';

export type CardField = 'no' | 'holderName' | 'reservedPhone' | 'code';
export type FieldProblem =
  | 'cardRequired'
  | 'cardLength'
  | 'cardChecksum'
  | 'holderRequired'
  | 'holderInvalid'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'codeRequired'
  | 'codeInvalid';

export interface CardInput {
  digits: string;
  holderName: string;
  reservedPhone: string;
}

const CARD_PROBLEMS = { required: 'cardRequired', length: 'cardLength', checksum: 'cardChecksum' } as const;

/** The problems of the card's own fields (number, holder, mobile), by field. */
export function cardProblems({
  digits,
  holderName,
  reservedPhone,
}: CardInput): Partial<Record<CardField, FieldProblem>> {
  const out: Partial<Record<CardField, FieldProblem>> = {};
  const card = cardNumberProblem(digits);
  if (card) out.no = CARD_PROBLEMS[card];
  const holder = holderName.trim();
  if (!holder) out.holderName = 'holderRequired';
  else if (holder.length < 2 || holder.length > 20) out.holderName = 'holderInvalid';
  const mobile = normalizeMobile(reservedPhone);
  if (!mobile) out.reservedPhone = 'mobileRequired';
  else if (!isMobile(mobile)) out.reservedPhone = 'mobileInvalid';
  return out;
}

export function codeProblem(code: string): FieldProblem | null {
  const digits = normalizeInput(code);
  if (!digits) return 'codeRequired';
  return isVerificationCode(digits) ? null : 'codeInvalid';
}

const SERVER_FIELDS: Record<string, CardField> = {
  no: 'no',
  cardNo: 'no',
  holderName: 'holderName',
  reservedPhone: 'reservedPhone',
  mobile: 'reservedPhone',
  verifyCode: 'code',
  code: 'code',
};

/** The field a refused call names in its `data` (`{ field }`), or null when it names none. */
export function serverField(data: unknown): CardField | null {
  if (!isRecord(data)) return null;
  return isString(data.field) ? (SERVER_FIELDS[data.field] ?? null) : null;
}

/** Seconds the server still asks us to wait before another code (`data: { retryAfter }`). */
export function retryAfter(data: unknown): number | null {
  if (!isRecord(data)) return null;
  const wait = data.retryAfter;
  return isNumber(wait) && wait > 0 ? Math.ceil(wait) : null;
}
