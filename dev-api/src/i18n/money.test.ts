import { money, moneyShort, withMoney } from './money';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

test('Simplified Chinese keeps the documents’ "¥7362.34": no grouping, a hyphen for the sign', () => {
  expect(money(736234, 'zh-CN')).toBe('¥7362.34');
  expect(money(-1999, 'zh-CN')).toBe('-¥19.99');
  expect(money(0, 'zh-CN')).toBe('¥0.00');
});

test('every other language writes yuan its own way, as the app does', () => {
  expect(money(736234, 'en')).toBe('¥7,362.34');
  expect(money(736234, 'zh-TW')).toBe('¥7,362.34');
  expect(money(31400, 'es')).toBe(`314,00${NBSP}¥`);
  expect(money(736234, 'fr')).toBe(`7${NNBSP}362,34${NBSP}¥`);
});

test('whole yuan without ".00" for coupon thresholds; stray fractions of a fen rounded', () => {
  expect(moneyShort(100000, 'zh-CN')).toBe('¥1000');
  expect(moneyShort(100050, 'zh-CN')).toBe('¥1000.50');
  expect(moneyShort(100000, 'fr')).toBe(`1${NNBSP}000${NBSP}¥`);
  expect(money(-0.4, 'en')).toBe('¥0.00');
});

test('a stored `xFen` gives the text its `x` in the asked language, and keeps everything else', () => {
  expect(withMoney({ amountFen: 31400, n: 3 }, 'es')).toEqual({ amountFen: 31400, amount: `314,00${NBSP}¥`, n: 3 });
  expect(withMoney({ amount: 'as is' }, 'en')).toEqual({ amount: 'as is' });
});
