export type TextInput = string | null | undefined;

const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
// \s covers the ideographic space (U+3000) and NBSP; zero-width characters arrive with pasted text.
const WHITESPACE = /[\s\u200B-\u200D\u2060]/g;

/**
 * What the user meant to type: full-width digits, letters and punctuation (from a Chinese IME)
 * become their ASCII forms, and every space is removed.
 */
export function normalizeInput(value: TextInput): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(FULL_WIDTH_ASCII, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(WHITESPACE, '');
}
