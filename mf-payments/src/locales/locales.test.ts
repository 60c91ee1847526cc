import { LANGUAGES, type Language } from '@rental/shared';
import { loadMessages } from './load-messages';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? (text.match(/{{\w+}}/g) ?? []).sort() : [];

function leaf(messages: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
}

test.each(LANGUAGES.filter((lng) => lng !== 'en'))('%s has exactly the English keys and placeholders', async (lng) => {
  const en = await loadMessages('en');
  const other = await loadMessages(lng as Language);
  expect(keysOf(other).sort()).toEqual(keysOf(en).sort());
  for (const key of keysOf(en)) {
    const text = leaf(other, key);
    expect(typeof text === 'string' && text.trim() !== '').toBe(true);
    expect(placeholders(text)).toEqual(placeholders(leaf(en, key)));
  }
});
