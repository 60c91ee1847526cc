import { useResendCountdown as useCountdown } from '@rental/shared';
import { loginResendTimes } from '../lib/countdown';

/** Seconds until a new login code may be sent to `mobile`; a reload keeps the countdown. */
export function useResendCountdown(mobile: string): { seconds: number; start: (seconds: number) => void } {
  return useCountdown(loginResendTimes, mobile);
}
