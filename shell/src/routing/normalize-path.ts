/** `/pages/x/x/` and `pages/x/x` name the same route; home is ''. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}
