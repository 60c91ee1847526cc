/** `/pages/x/x/` and `pages/x/x` name the same route; home is ''. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

/** The route a page's hash (`#/pages/x/x?id=1`) opens, before the router has read it. */
export const routeOfHash = (hash: string): string => normalizePath(hash.replace(/^#/, '').split('?')[0] ?? '');
