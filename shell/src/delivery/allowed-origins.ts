/** Remote code may come only from the page's own origin and the CDN origins the shell was built with. */
export function isAllowedOrigin(url: string): boolean {
  try {
    const { origin } = new URL(url, window.location.href);
    return origin === window.location.origin || __REMOTE_ORIGINS__.includes(origin);
  } catch {
    return false;
  }
}
