import { ageFromIdNumber, idCardCheckChar, isAdultIdNumber, isIdCardNumber } from './index';

describe('isIdCardNumber', () => {
  test.each([
    '11010519491231002X',
    '11010519491231002x',
    '44030419900307123X',
    '310115200002295674',
    '110101190001010014',
    '320584202308150043',
    '５１０１０１１９８８１１３０３２１５',
    '510101 19881130 3215',
  ])('accepts %j', (value) => expect(isIdCardNumber(value)).toBe(true));

  test.each([
    ['a wrong check digit', '110105194912310021'],
    ['a wrong check X', '51010119881130321X'],
    ['17 characters', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['15-digit old format', '110105491231002'],
    ['X in the middle', '1101051949X231002X'],
    ['another letter at the end', '11010519491231002Y'],
    ['a leading 0', '01010519491231002X'],
    ['February 30', withCheck('11010519900230001')],
    ['month 13', withCheck('11010519901301001')],
    ['day 00', withCheck('11010519900100001')],
    ['29 Feb of a non-leap year', withCheck('11010519000229001')],
    ['born before 1900', withCheck('11010518991231001')],
    ['born in the future', withCheck('11010529990101001')],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_why, value) => expect(isIdCardNumber(value)).toBe(false));

  test('29 February of a leap year is a real date', () => {
    expect(isIdCardNumber(withCheck('11010520000229001'))).toBe(true);
  });
});

describe('idCardCheckChar', () => {
  test('follows the GB 11643 weights and table', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('31011520000229567')).toBe('4');
  });
});

function withCheck(first17: string): string {
  return first17 + idCardCheckChar(first17);
}

describe('age', () => {
  const today = new Date(2026, 10, 21);
  test('counts full years: the 18th birthday is the day a renter may rent', () => {
    expect(ageFromIdNumber(withCheck('11010520081121001'), today)).toBe(18);
    expect(ageFromIdNumber(withCheck('11010520081122001'), today)).toBe(17);
    expect(isAdultIdNumber(withCheck('11010520081121001'), today)).toBe(true);
    expect(isAdultIdNumber(withCheck('11010520081122001'), today)).toBe(false);
    expect(isAdultIdNumber('110105199003071239', today)).toBe(true);
  });
  test('a bad number has no age', () => {
    expect(ageFromIdNumber('110105199003071230', today)).toBeNull();
    expect(isAdultIdNumber('', today)).toBe(false);
  });
});
