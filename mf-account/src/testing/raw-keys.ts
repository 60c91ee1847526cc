/** Untranslated i18next keys look like `mine.orders.title`; none may reach the screen. */
export function rawKeysIn(text: string): string[] {
  return text.match(/\b(?:title|mine|logout|service|login)\.[a-zA-Z_.]+/g) ?? [];
}
