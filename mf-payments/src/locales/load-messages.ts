import type { Language } from '@rental/shared';

/** One chunk per language: a renter downloads only the strings of the language they use. */
export async function loadMessages(lng: Language): Promise<Record<string, unknown>> {
  const mod = (await import(`./${lng}/payments.json`)) as { default: Record<string, unknown> };
  return mod.default;
}
