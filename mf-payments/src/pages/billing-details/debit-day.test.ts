import { debitDay } from './debit-day';

test('a due day reads as month and day in each language, never moved by a zone', () => {
  expect(debitDay('2026-12-27', 'zh-CN')).toBe('12-27');
  expect(debitDay('2026-01-05', 'zh-TW')).toBe('01-05');
  expect(debitDay('2026-12-27', 'en')).toBe('Dec 27');
  expect(debitDay('2026-12-27', 'es')).toMatch(/^27 dic/);
  expect(debitDay('2026-12-27', 'fr')).toMatch(/^27 déc/);
  expect(debitDay('not a day', 'en')).toBe('not a day');
});
