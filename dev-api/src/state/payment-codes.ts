import { randomInt } from 'node:crypto';
import { BizError } from '../http/envelope';

export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;

/** A 6-digit code sent to a card's reserved mobile, for binding the card or for one checkout. */
export interface CodeRecord {
  mobile: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
  void: boolean;
  used: boolean;
}

/** A new code, unless the last one went out less than a minute ago (409 with `retryAfter` seconds). */
export function issueCode(previous: CodeRecord | null, mobile: string, now: number): CodeRecord {
  if (previous) {
    const waitMs = previous.sentAt + CODE_RESEND_SECONDS * 1000 - now;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new BizError(409, 'payCodeThrottled', { seconds }, { retryAfter: seconds });
    }
  }
  return {
    mobile,
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    sentAt: now,
    expiresAt: now + CODE_TTL_SECONDS * 1000,
    attempts: 0,
    void: false,
    used: false,
  };
}

/** Accepts the code once; wrong codes count down, and an expired, used or exhausted code never works. */
export function checkCode(record: CodeRecord | null, code: string, now: number): void {
  if (!record) throw new BizError(400, 'payCodeNotSent');
  if (record.void || record.used || record.expiresAt < now)
    throw new BizError(400, 'payCodeVoid', undefined, { attemptsLeft: 0 });
  if (record.code !== code) {
    record.attempts++;
    const left = CODE_MAX_ATTEMPTS - record.attempts;
    if (left <= 0) {
      record.void = true;
      throw new BizError(400, 'payCodeVoid', undefined, { attemptsLeft: 0 });
    }
    throw new BizError(400, 'payCodeWrong', { left }, { attemptsLeft: left });
  }
  record.used = true;
}

export function codeView(record: CodeRecord) {
  const iso = (ms: number): string => new Date(ms).toISOString();
  return {
    mobile: record.mobile,
    code: record.code,
    sentAt: iso(record.sentAt),
    expiresAt: iso(record.expiresAt),
    attempts: record.attempts,
    used: record.used,
    void: record.void,
  };
}
