/** Untranslated i18next keys look like `mine.orders.title`; none may reach the screen. */
export function rawKeysIn(text: string): string[] {
  return (
    text.match(
      /\b(?:title|mine|logout|service|login|mobileLogin|sms|bindMobile|feedback|faq|agreement|contacts|realName)\.[a-zA-Z_.]+/g,
    ) ?? []
  );
}
