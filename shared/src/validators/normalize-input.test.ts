import { normalizeInput } from './index';

describe('normalizeInput', () => {
  test.each([
    ['１３８００１３８０００', '13800138000'],
    ['ＡＢＣ ａｂｃ', 'ABCabc'],
    ['１２．５０', '12.50'],
    ['138 0013 8000', '13800138000'],
    ['\u3000１３８\u00A0００１３８０００\n', '13800138000'],
    ['\u200B123\uFEFF', '123'],
    ['\t a b \r\n', 'ab'],
    ['已是半角 abc', '已是半角abc'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeInput(input)).toBe(expected);
  });

  test('null and undefined become the empty string', () => {
    expect(normalizeInput(null)).toBe('');
    expect(normalizeInput(undefined)).toBe('');
  });
});
