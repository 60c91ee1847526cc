import { useResendCountdown as useCountdown } from '@rental/shared';
import { cardResendTimes } from '../lib/countdown';

/** Seconds until a new card code may be sent for `key`; a reload keeps the countdown. */
export function useResendCountdown(key: string): { seconds: number; start: (seconds: number) => void } {
  return useCountdown(cardResendTimes, key);
}
