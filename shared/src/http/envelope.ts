import { isBoolean, isNumber, isRecord } from '../guards/guards';

/** The contract's answer around every call's data. */
export interface Envelope {
  success: boolean;
  code: number;
  msg?: string;
  data?: unknown;
}

export const SUCCESS_CODE = 200;
export const UNAUTHORIZED_CODE = 401;

export function isEnvelope(body: unknown): body is Envelope {
  return isRecord(body) && isBoolean(body.success) && isNumber(body.code);
}

/** The server's own message, when the body carries a usable one. */
export function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body.msg !== 'string') return undefined;
  const msg = body.msg.trim();
  return msg === '' ? undefined : msg;
}
