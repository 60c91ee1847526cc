import { checkWire, isMobile, isVerificationCode, normalizeInput, normalizeMobile } from '@rental/shared';
import { FieldRefusalSchema, RetryAfterSchema } from '../api/types';
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

/** The server's names for the form's fields; a Map, so a name such as `constructor` is no field. */
const SERVER_FIELDS = new Map<string, CardField>([
  ['no', 'no'],
  ['cardNo', 'no'],
  ['holderName', 'holderName'],
  ['reservedPhone', 'reservedPhone'],
  ['mobile', 'reservedPhone'],
  ['verifyCode', 'code'],
  ['code', 'code'],
]);

/** The field a refused call names in its `data` (`{ field }`), or null when it names none. */
export function serverField(data: unknown): CardField | null {
  const refusal = checkWire(FieldRefusalSchema, data);
  return refusal.ok ? (SERVER_FIELDS.get(refusal.value.field) ?? null) : null;
}

/** Seconds the server still asks us to wait before another code (`data: { retryAfter }`). */
export function retryAfter(data: unknown): number | null {
  const asked = checkWire(RetryAfterSchema, data);
  return asked.ok && asked.value.retryAfter > 0 ? Math.ceil(asked.value.retryAfter) : null;
}
