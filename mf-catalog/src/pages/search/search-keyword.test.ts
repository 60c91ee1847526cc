import { cleanKeyword, KEYWORD_MAX } from './search-keyword';

test('a keyword is cut to 50 characters, an emoji counting as one and never split', () => {
  expect(cleanKeyword('a'.repeat(1000))).toHaveLength(KEYWORD_MAX);
  const family = '👨‍👩‍👧';
  const cut = cleanKeyword(family.repeat(60));
  expect(cut).toBe(family.repeat(50));
});

test('controls and the right-to-left override are removed; SQL-like text stays plain text', () => {
  expect(cleanKeyword('iPhone\u202E gnp.exe')).toBe('iPhone gnp.exe');
  expect(cleanKeyword("' OR 1=1; DROP TABLE goods; --")).toBe("' OR 1=1; DROP TABLE goods; --");
  expect(cleanKeyword('\u0000 华为\n ')).toBe('华为');
  expect(cleanKeyword(undefined)).toBe('');
});
