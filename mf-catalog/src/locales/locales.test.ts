import { LANGUAGES } from '@rental/shared';
import { loadMessages } from './load-messages';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/** What the code passes in: a placeholder outside this list would show as raw `{{…}}`. */
const passed = new Set([
  ...['price', 'amount', 'rate', 'off', 'days', 'name', 'from', 'to', 'count', 'keyword'],
  ...['waiverCap', 'waived', 'frozen', 'depositRelease', 'deposit', 'services', 'total'],
]);

test.each(LANGUAGES)('%s has every English key, none empty, only placeholders the code fills', async (lng) => {
  const en = new Map(leaves(await loadMessages('en')));
  const own = new Map(leaves(await loadMessages(lng)));
  expect([...own.keys()].sort()).toEqual([...en.keys()].sort());
  for (const [key, text] of own) {
    expect(typeof text === 'string' && text.trim() !== '' ? key : `${key} is empty`).toBe(key);
    for (const [, name] of String(text).matchAll(/{{(\w+)}}/g)) expect(passed).toContain(name);
  }
  for (const key of ['price.day', 'price.month']) expect(own.get(key)).toMatch(/<price>{{price}}<\/price>/);
});
