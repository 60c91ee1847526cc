import { randomInt } from 'node:crypto';
import { BizError } from '../http/envelope';
import type { Store } from './store';

export const SMS_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

export const MOBILE_PATTERN = /^1[2-9]\d{9}$/;

export function sendSmsCode(store: Store, mobile: string, now: number): void {
  const last = store.sms.get(mobile);
  if (last) {
    const waitMs = last.sentAt + SMS_RESEND_SECONDS * 1000 - now;
    if (waitMs > 0)
      throw new BizError(
        429,
        'smsThrottled',
        { seconds: Math.ceil(waitMs / 1000) },
        { resendAfter: Math.ceil(waitMs / 1000) },
      );
  }
  store.sms.set(mobile, {
    mobile,
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    sentAt: now,
    expiresAt: now + SMS_TTL_SECONDS * 1000,
    attempts: 0,
    void: false,
    used: false,
  });
}

/** Throws a business error for every way a code can be wrong; a used or voided code never works again. */
export function verifySmsCode(store: Store, mobile: string, code: string, now: number): void {
  const record = store.sms.get(mobile);
  if (!record || record.used) throw new BizError(400, 'smsNotSent');
  if (record.void) throw new BizError(400, 'smsVoid');
  if (record.expiresAt < now) throw new BizError(400, 'smsExpired');
  if (record.code !== code) {
    record.attempts++;
    if (record.attempts >= SMS_MAX_ATTEMPTS) {
      record.void = true;
      throw new BizError(400, 'smsVoid');
    }
    throw new BizError(400, 'smsWrong', { left: SMS_MAX_ATTEMPTS - record.attempts });
  }
  record.used = true;
}
