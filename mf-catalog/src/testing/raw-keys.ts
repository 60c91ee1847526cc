/** Untranslated i18next keys look like `coupon.claim`; none may reach the screen. */
export function rawKeysIn(text: string): string[] {
  return (
    text.match(
      /\b(?:title|search|home|coupon|price|section|list|classify|detail|services|searchPage|couponPage)\.[a-zA-Z_.]+/g,
    ) ?? []
  );
}
