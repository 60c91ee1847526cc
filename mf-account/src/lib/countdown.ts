import { createResendTimes } from '@rental/shared';

/** Seconds between two codes to the same number (the dev API's throttle, `resendAfter`). */
export const RESEND_SECONDS = 60;

/** Login codes' waits, per mobile number. */
export const loginResendTimes = createResendTimes('account.smsResendAt');
