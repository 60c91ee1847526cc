export type TextInput = string | null | undefined;

// \s covers the ideographic space (U+3000) and NBSP; zero-width characters arrive with pasted text.
const WHITESPACE = /[\s\u200B-\u200D\u2060]/g;

/**
 * What the user meant to type: Unicode's compatibility forms folded (NFKC: a Chinese IME's
 * full-width digits, letters and punctuation become ASCII), and every space removed.
 */
export function normalizeInput(value: TextInput): string {
  if (typeof value !== 'string') return '';
  return value.normalize('NFKC').replace(WHITESPACE, '');
}
