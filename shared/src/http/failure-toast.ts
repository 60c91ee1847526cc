import { isOnline } from '../network/connectivity';
import { ERROR_TOAST_DURATION_MS, showToast } from '../ui/toast';
import type { ApiError } from './api-error';

/** Calls failing within this span of each other are one failure to the renter: one toast. */
export const FAILURE_BURST_MS = 1000;

let showing: { text: string; at: number } | null = null;

/**
 * The error toast of a failed call, once per failure: while a failure's toast is on screen, a
 * call failing in the same burst, or with the same words, shows nothing more. Offline, the offline
 * notice has already said why, so a call lost to the network adds no toast.
 */
export function showFailure(error: ApiError, now: number = Date.now()): void {
  const network = error.kind === 'network' || error.kind === 'timeout';
  if (network && !isOnline()) return;
  const age = showing ? now - showing.at : Infinity;
  if (showing && age < ERROR_TOAST_DURATION_MS && (showing.text === error.msg || age < FAILURE_BURST_MS)) return;
  const mine = { text: error.msg, at: now };
  showing = mine;
  showToast({
    content: error.msg,
    icon: 'fail',
    duration: ERROR_TOAST_DURATION_MS,
    afterClose: () => {
      if (showing === mine) showing = null;
    },
  });
}
