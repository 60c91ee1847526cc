import { isOnline } from '../network/connectivity';
import { ERROR_TOAST_DURATION_MS, showToast } from '../ui/toast';
import type { ApiError } from './api-error';

let showing: { text: string; at: number } | null = null;

/** antd-mobile shows one toast at a time: whether it is still on screen (not cleared or replaced). */
const toastOnScreen = () => typeof document !== 'undefined' && document.querySelector('.adm-toast-main') !== null;

/**
 * The error toast of a failed call, once per failure: calls failing together (the same words)
 * while that toast is still on screen add nothing, so five failed calls flash one toast, not five.
 * Offline, the offline notice has already said why, so a call lost to the network adds no toast.
 */
export function showFailure(error: ApiError, now: number = Date.now()): void {
  const network = error.kind === 'network' || error.kind === 'timeout';
  if (network && !isOnline()) return;
  if (showing?.text === error.msg && now - showing.at < ERROR_TOAST_DURATION_MS && toastOnScreen()) return;
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
