import { LANGUAGES, type Language } from '../i18n/languages';

type Messages = Record<string, unknown>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leaf(messages: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], messages);
}

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? (text.match(/{{\w+}}/g) ?? []).sort() : [];

/**
 * One test per language: every English key is there, none is empty, and each keeps exactly the
 * English placeholders (a missing one shows a hole, an extra one shows raw `{{…}}`).
 */
export function testLocalesComplete(loadMessages: (lng: Language) => Promise<Messages>): void {
  test.each(LANGUAGES.filter((lng) => lng !== 'en'))(
    '%s has exactly the English keys and placeholders',
    async (lng) => {
      const en = await loadMessages('en');
      const other = await loadMessages(lng);
      expect(keysOf(other).sort()).toEqual(keysOf(en).sort());
      for (const key of keysOf(en)) {
        const text = leaf(other, key);
        expect(typeof text === 'string' && text.trim() !== '' ? key : `${key} is empty`).toBe(key);
        expect(placeholders(text)).toEqual(placeholders(leaf(en, key)));
      }
    },
  );
}
