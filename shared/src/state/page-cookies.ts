/**
 * Cookies only the server reads: nginx and the dev server pick the page's prerendered variant by
 * them (`lang`, `text`: @rental/platform's frameFileFor), so the next visit's first paint is in the
 * renter's language and text size before any script runs. Scoped to the app's pages.
 */
export type PageCookie = 'lang' | 'text';

const ATTRIBUTES = 'Path=/h5/; SameSite=Lax';
const A_YEAR = 31536000;

/** Sets the cookie for a year, or expires it (`null`). Never throws: a sandboxed page may refuse cookies. */
export function writePageCookie(name: PageCookie, value: string | null): void {
  try {
    document.cookie =
      value === null ? `${name}=; Max-Age=0; ${ATTRIBUTES}` : `${name}=${value}; Max-Age=${A_YEAR}; ${ATTRIBUTES}`;
  } catch {
    // No cookie, no hint: the server serves the default page and the app corrects it, as before.
  }
}
