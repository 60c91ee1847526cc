import { Toast } from 'antd-mobile';
import { liveRegion } from '../a11y/live-region';

export const TOAST_DURATION_MS = 1500;
export const ERROR_TOAST_DURATION_MS = 3000;
export const LOADING_TOAST_DELAY_MS = 800;

// Toasts are drawn into live regions, so screen readers say them too: errors at once, the rest politely.
const polite = () => liveRegion('polite');
const assertive = () => liveRegion('assertive');

export const toast = {
  show(content: string, duration: number = TOAST_DURATION_MS): void {
    Toast.show({ content, duration, getContainer: polite });
  },
  success(content: string): void {
    Toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS, getContainer: polite });
  },
  error(content: string): void {
    Toast.show({ content, icon: 'fail', duration: ERROR_TOAST_DURATION_MS, getContainer: assertive });
  },
  /**
   * A loading toast that appears only if the work outlasts `delay`, so quick calls don't flash.
   * Returns the function that ends it (safe to call whether or not it appeared).
   */
  loadingAfter(content: string, delay: number = LOADING_TOAST_DELAY_MS): () => void {
    let handler: { close: () => void } | null = null;
    const timer = setTimeout(() => {
      handler = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: true, getContainer: polite });
    }, delay);
    // Closes only its own toast: an error toast another call put up meanwhile stays for its 3 s.
    return () => {
      clearTimeout(timer);
      handler?.close();
    };
  },
};
