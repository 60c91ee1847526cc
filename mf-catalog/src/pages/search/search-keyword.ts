/** Longest keyword searched for: longer text is cut, never sent or kept whole. */
export const KEYWORD_MAX = 50;

// Control characters, and the bidirectional overrides (U+202E…) that make text read backwards.
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

// Made on first use: loading the break rules costs a slow phone milliseconds the page needs.
let segmenter: Intl.Segmenter | null | undefined;

/** Characters as people count them: an emoji, even one built of several code points, is one. */
function graphemes(text: string): string[] {
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null;
  return segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : [...text];
}

/** A keyword as typed, pasted or linked, made safe to search for and to show: bounded, no controls. */
export function cleanKeyword(raw: string | undefined): string {
  const text = (raw ?? '').replace(INVISIBLE, '');
  return graphemes(text).slice(0, KEYWORD_MAX).join('').trim();
}
