import { Toast } from 'antd-mobile';

export const TOAST_DURATION_MS = 1500;
export const ERROR_TOAST_DURATION_MS = 3000;
export const LOADING_TOAST_DELAY_MS = 800;

export const toast = {
  show(content: string, duration: number = TOAST_DURATION_MS): void {
    Toast.show({ content, duration });
  },
  success(content: string): void {
    Toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS });
  },
  error(content: string): void {
    Toast.show({ content, icon: 'fail', duration: ERROR_TOAST_DURATION_MS });
  },
  /**
   * A loading toast that appears only if the work outlasts `delay`, so quick calls don't flash.
   * Returns the function that ends it (safe to call whether or not it appeared).
   */
  loadingAfter(content: string, delay: number = LOADING_TOAST_DELAY_MS): () => void {
    let handler: { close: () => void } | null = null;
    const timer = setTimeout(() => {
      handler = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: true });
    }, delay);
    // Closes only its own toast: an error toast another call put up meanwhile stays for its 3 s.
    return () => {
      clearTimeout(timer);
      handler?.close();
    };
  },
};
