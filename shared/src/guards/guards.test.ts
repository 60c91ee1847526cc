import { isArrayOf, isInteger, isNumber, isOneOf, isRecord, isStringOrNull } from './guards';

test('numbers are finite, integers whole, records plain objects', () => {
  expect([1.5, NaN, Infinity, '1'].map(isNumber)).toEqual([true, false, false, false]);
  expect([3, 3.5, NaN].map(isInteger)).toEqual([true, false, false]);
  expect([{}, [], null, 'x'].map(isRecord)).toEqual([true, false, false, false]);
  expect([null, 'a', 1].map(isStringOrNull)).toEqual([true, true, false]);
});

test('lists and fixed sets', () => {
  expect(isArrayOf([1, 2], isNumber)).toBe(true);
  expect(isArrayOf([1, '2'], isNumber)).toBe(false);
  expect(isOneOf(['paid', 'unpaid'], 'paid')).toBe(true);
  expect(isOneOf(['paid', 'unpaid'], 'PAID')).toBe(false);
});
