import type { ToastShowProps } from 'antd-mobile';
import type AntdToast from 'antd-mobile/es/components/toast';
import { createElement } from 'react';
import { liveRegion } from '../a11y/live-region';

export const TOAST_DURATION_MS = 1500;
export const ERROR_TOAST_DURATION_MS = 3000;
export const LOADING_TOAST_DELAY_MS = 800;

type ToastApi = typeof AntdToast;

// antd-mobile's Toast animates with react-spring, a download no first screen needs: it comes
// with the first toast, or once the first page has shown (the shell warms it), whichever is first.
let toastApi: Promise<ToastApi> | null = null;
function loadToast(): Promise<ToastApi> {
  toastApi ??= import('antd-mobile/es/components/toast').then((m) => m.default);
  return toastApi;
}

// Toasts are drawn into live regions, so screen readers say them too: errors at once, the rest politely.
const polite = () => liveRegion('polite');
const assertive = () => liveRegion('assertive');

// antd-mobile shows one toast at a time and hands every caller the same handle, so closing "my"
// loading toast could close an error toast that replaced it. The loading toast is therefore one
// for all calls: shown while any call is past its delay, closed when the last ends, and
// forgotten the moment another toast takes its place. Toasts show in the order they were asked for.
let loading: { close: () => void } | null = null;
let loadingCalls = 0;

// Which toast is on screen: a timer closes its own toast only, never one that replaced it.
let shown = 0;

/**
 * Closes the toast after `duration` counted from when it is in the page. antd-mobile counts from
 * the call, so on a busy phone a toast could be cleared before it was ever drawn.
 */
function closeWhenRead(host: HTMLElement, id: number, duration: number, close: () => void): void {
  const selector = `[data-toast="${id}"]`;
  const start = () => {
    observer.disconnect();
    setTimeout(() => {
      if (shown === id) close();
    }, duration);
  };
  const observer = new MutationObserver(() => {
    if (shown !== id) observer.disconnect();
    else if (host.querySelector(selector)) start();
  });
  if (host.querySelector(selector)) start();
  else observer.observe(host, { childList: true, subtree: true });
}

/** Any toast but the loading one: it replaces the loading toast, which then is no longer ours to close. */
export function showToast(props: ToastShowProps): void {
  void loadToast().then((Toast) => {
    loading = null;
    const id = ++shown;
    const host = props.icon === 'fail' ? assertive() : polite();
    const { duration = TOAST_DURATION_MS, content } = props;
    const handle = Toast.show({
      ...props,
      getContainer: host,
      duration: 0,
      content: createElement('span', { 'data-toast': id }, content),
    });
    if (duration > 0) closeWhenRead(host, id, duration, () => handle.close());
  });
}

export const toast = {
  show(content: string, duration: number = TOAST_DURATION_MS): void {
    showToast({ content, duration });
  },
  success(content: string): void {
    showToast({ content, icon: 'success', duration: TOAST_DURATION_MS });
  },
  error(content: string): void {
    showToast({ content, icon: 'fail', duration: ERROR_TOAST_DURATION_MS });
  },
  /**
   * A loading toast that appears only if the work outlasts `delay`, so quick calls don't flash.
   * Returns the function that ends it (safe to call whether or not it appeared, and more than once).
   */
  loadingAfter(content: string, delay: number = LOADING_TOAST_DELAY_MS): () => void {
    let counted = false;
    let ended = false;
    const timer = setTimeout(() => {
      counted = true;
      loadingCalls += 1;
      void loadToast().then((Toast) => {
        if (loadingCalls === 0 || loading) return;
        shown += 1;
        loading = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: true, getContainer: polite });
      });
    }, delay);
    return () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      if (!counted) return;
      loadingCalls -= 1;
      if (loadingCalls > 0 || !loading) return;
      loading.close();
      loading = null;
    };
  },
};
