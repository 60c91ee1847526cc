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

/**
 * The login page, coming back to `returnTo` (a route with its query) afterwards; `page` is another
 * login page (e.g. by SMS) that keeps the same way back.
 */
export function loginRoute(returnTo: string, page: string = LOGIN_PATH): string {
  return `${page}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Sends the user to login, remembering where they were so login can bring them back. */
export function goToLogin(from: string = currentRoute()): void {
  if (from.startsWith(LOGIN_PATH)) return;
  navigateTo(loginRoute(from), { replace: true });
}

/** Home, or one of the app's pages (`/pages/<section>/<page>`), with an optional plain query. */
const APP_ROUTE = /^\/(?:pages\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)?(?:\?[^\s#\\]*)?$/;

/**
 * A route of this app from a query value (`redirect=`, `back=`), or null: never another site, a
 * `javascript:` URL or anything the router would read as more than a page and its query. A value
 * encoded once more on its way (`%2Fpages%2F…`) is read as the route it names.
 */
export function appRoute(value: string | null | undefined): string | null {
  if (!value) return null;
  let route = value;
  for (let i = 0; i < 2 && /^%2f/i.test(route); i++) {
    try {
      route = decodeURIComponent(route);
    } catch {
      return null;
    }
  }
  if (!route.startsWith('/')) route = `/${route}`;
  return APP_ROUTE.test(route) ? route : null;
}

/** Where login (or a step of a journey) should return to: a page of this app, else home. */
export function safeRedirect(value: string | undefined): string {
  const route = appRoute(value);
  return route === null || route.startsWith(LOGIN_PATH) ? '/' : route;
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
