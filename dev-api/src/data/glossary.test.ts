import path from 'node:path';
import glossary from '@rental/shared/glossary.json';
import { repoRoot, shippedTexts } from '../testing/shipped-texts';

/*
 * One word for one thing in each language (`shared/src/i18n/glossary.json`, docs/glossary.md): the
 * deposit is never also a "fianza", a bill never also a "recibo". Every shipped text is held to it.
 */
const texts = shippedTexts();
const where = (file: string) => path.relative(repoRoot, file);
const starting = (word: string) => new RegExp(`(?<!\\p{L})${word}`, 'iu');

const rules = Object.entries(glossary as Record<string, { use: string; not: string[] }[]>).flatMap(([lang, terms]) =>
  terms.flatMap(({ use, not }) => not.map((avoided) => ({ lang, use, avoided }))),
);

test('the scan reads every app’s locales and the dev API’s texts', () => {
  expect(texts.some((t) => t.where.includes(`shared${path.sep}src${path.sep}locales${path.sep}es`))).toBe(true);
  expect(texts.some((t) => t.where.endsWith(path.join('agreements', 'rental', 'fr.ts')))).toBe(true);
  expect(texts.length).toBeGreaterThan(2000);
});

test.each(rules)('$lang says "$use", never "$avoided"', ({ avoided }) => {
  const pattern = starting(avoided);
  expect(texts.filter(({ text }) => pattern.test(text)).map(({ where: w, text }) => `${where(w)}: ${text}`)).toEqual(
    [],
  );
});

test('a count is said with the language’s plural forms, never "day(s)" or "hábil(es)"', () => {
  const hedged = /\p{L}\((?:s|es)\)/u;
  expect(texts.filter(({ text }) => hedged.test(text)).map(({ where: w, text }) => `${where(w)}: ${text}`)).toEqual([]);
});
