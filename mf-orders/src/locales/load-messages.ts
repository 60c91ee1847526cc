import type { Language } from '@rental/shared';

/**
 * One chunk set per language: a renter downloads only the strings of the language they use.
 * `orders.json` holds titles and what every page shares (statuses, amounts); `place.json` the
 * placing flow; `manage.json` the after-placing pages (list, detail, logistics, return).
 */
export async function loadMessages(lng: Language): Promise<Record<string, unknown>> {
  const [common, place, manage] = await Promise.all([
    import(`./${lng}/orders.json`) as Promise<{ default: Record<string, unknown> }>,
    import(`./${lng}/place.json`) as Promise<{ default: Record<string, unknown> }>,
    import(`./${lng}/manage.json`) as Promise<{ default: Record<string, unknown> }>,
  ]);
  return { ...common.default, place: place.default, manage: manage.default };
}
