/**
 * Navigation for code outside React (the HTTP client's 401 handling). The shell registers the
 * router's navigate; before that, the hash is set directly.
 */
type Navigator = (to: string, opts?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function registerNavigator(fn: Navigator | null): void {
  navigator = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  const target = to.startsWith('/') ? to : `/${to}`;
  if (navigator) navigator(target, opts);
  else window.location.hash = `#${target}`;
}

/** The current hash route with its query, e.g. `/pages/orderDetail/orderDetail?orderId=1`. */
export function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash === '' ? '/' : hash;
}

export const LOGIN_PATH = '/pages/login/login';

/** Sends the user to login, remembering where they were so login can bring them back. */
export function goToLogin(from: string = currentRoute()): void {
  if (from.startsWith(LOGIN_PATH)) return;
  navigateTo(`${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`, { replace: true });
}

/** Where login should return to: a local route only, never another site. */
export function safeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith(LOGIN_PATH)) return '/';
  return value;
}

/** A route with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
