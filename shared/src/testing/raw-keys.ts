/**
 * Untranslated i18next keys of a namespace (`coupon.claim`, `mine.orders.title`): what a screen
 * shows when a string is missing. `messages` is the namespace's strings (its English file): the
 * keys to look for start with one of its top-level names.
 */
export function rawKeysIn(text: string, messages: Record<string, unknown>): string[] {
  const tops = Object.keys(messages).map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (tops.length === 0) return [];
  return text.match(new RegExp(`\\b(?:${tops.join('|')})\\.[a-zA-Z_.]+`, 'g')) ?? [];
}
