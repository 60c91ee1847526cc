import { codeInput, isAmount, isMobile, isVerificationCode, normalizeMobile } from './index';

describe('isMobile', () => {
  test.each(['13800138000', '12345678901', '19912345678', '１３８００１３８０００', ' 138 0013 8000 ', '15000000000'])(
    'accepts %j',
    (value) => expect(isMobile(value)).toBe(true),
  );
  test.each([
    ['second digit 1', '11234567890'],
    ['second digit 0', '10234567890'],
    ['10 digits', '1380013800'],
    ['12 digits', '138001380001'],
    ['not starting with 1', '23800138000'],
    ['a letter', '1380013800a'],
    ['a foreign country code', '+4413800138000'],
    ['a country code on too few digits', '+86138001380'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_why, value) => expect(isMobile(value)).toBe(false));
});

describe('normalizeMobile', () => {
  test.each([
    ['+86 138 0013 8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['(138) 0013 8000', '13800138000'],
    ['＋８６ １３８－００１３－８０００', '13800138000'],
    ['13800138000', '13800138000'],
  ])('%j → %j, a valid mobile', (input, digits) => {
    expect(normalizeMobile(input)).toBe(digits);
    expect(isMobile(input)).toBe(true);
  });
});

describe('codeInput', () => {
  test.each([
    ['123 456', '123456'],
    ['１２３４５６', '123456'],
    ['1234567', '123456'],
    ['', ''],
  ])('%j keeps %j', (input, kept) => expect(codeInput(input)).toBe(kept));
  test.each(['12a456', 'abc', '12-34'])('%j is refused', (input) => expect(codeInput(input)).toBeNull());
});

describe('isVerificationCode', () => {
  test('6 digits by default', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('000000')).toBe(true);
    expect(isVerificationCode('１２３４５６')).toBe(true);
    expect(isVerificationCode(' 123 456 ')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
    expect(isVerificationCode('')).toBe(false);
    expect(isVerificationCode(null)).toBe(false);
  });
  test('any other length n', () => {
    expect(isVerificationCode('1234', 4)).toBe(true);
    expect(isVerificationCode('123456', 4)).toBe(false);
    expect(isVerificationCode('1', 1)).toBe(true);
  });
  test('a nonsensical length accepts nothing', () => {
    expect(isVerificationCode('', 0)).toBe(false);
    expect(isVerificationCode('12', 1.5)).toBe(false);
    expect(isVerificationCode('12', -2)).toBe(false);
  });
});

describe('isAmount', () => {
  test.each(['0', '0.0', '0.00', '0.05', '1', '12', '12.5', '12.50', '99999999.99', '１２．５', ' 12.5 '])(
    'accepts %j',
    (value) => expect(isAmount(value)).toBe(true),
  );
  test.each([
    ['3 decimals', '12.345'],
    ['negative', '-1'],
    ['plus sign', '+1'],
    ['leading zero', '01'],
    ['leading zeros', '00.5'],
    ['no integer part', '.5'],
    ['trailing dot', '5.'],
    ['currency sign', '¥12'],
    ['thousands separator', '1,000'],
    ['exponent', '1e3'],
    ['two dots', '1.2.3'],
    ['letters', 'abc'],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_why, value) => expect(isAmount(value)).toBe(false));
});
