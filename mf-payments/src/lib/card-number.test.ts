import { maskSensitive } from '@rental/shared';
import { cardDigits, cardNumberProblem, groupCardNumber, maskCardNumber, passesLuhn } from './card-number';

// 6222 0212 3456 7890 128: a 19-digit number whose last digit is its Luhn check digit.
const VALID_19 = '6222021234567890128';
const VALID_16 = '4111111111111111';

describe('typing a card number', () => {
  test('only digits are kept, full-width ones too, and never more than 19', () => {
    expect(cardDigits('6222 02ab-12')).toBe('62220212');
    expect(cardDigits('６２２２')).toBe('6222');
    expect(cardDigits('62220212345678901289999')).toBe('6222021234567890128');
  });

  test('digits are grouped by four as they are typed', () => {
    expect(groupCardNumber('6222')).toBe('6222');
    expect(groupCardNumber('62220')).toBe('6222 0');
    expect(groupCardNumber(VALID_19)).toBe('6222 0212 3456 7890 128');
    expect(groupCardNumber(cardDigits('6222 0212 3456 7890 128'))).toBe('6222 0212 3456 7890 128');
  });
});

describe('checking a card number', () => {
  test('Luhn accepts real check digits and refuses a typo', () => {
    expect(passesLuhn(VALID_16)).toBe(true);
    expect(passesLuhn(VALID_19)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('6222021234567890129')).toBe(false);
  });

  test('empty, too short or too long, and a failed check each have their own hint', () => {
    expect(cardNumberProblem('')).toBe('required');
    expect(cardNumberProblem('411111111111111')).toBe('length');
    expect(cardNumberProblem('41111111111111111111')).toBe('length');
    expect(cardNumberProblem('4111111111111112')).toBe('checksum');
    expect(cardNumberProblem(VALID_16)).toBeNull();
    expect(cardNumberProblem(VALID_19)).toBeNull();
  });
});

describe('masking', () => {
  test('a saved card shows only its last four digits', () => {
    expect(maskCardNumber(VALID_19)).toBe('**** **** **** 0128');
    expect(maskCardNumber(VALID_19)).not.toContain('62220212');
  });

  test('a card number never leaves the device whole in an error log, grouped or not', () => {
    for (const text of [
      `bind failed for ${VALID_19}`,
      `{"no":"${VALID_16}","verifyCode":"123456"}`,
      'card 6222 0212 3456 7890 128 refused',
      'no=6222021234567890128&verifyCode=654321',
    ]) {
      const masked = maskSensitive(text);
      expect(masked.replace(/\D/g, '')).not.toContain('0212345678');
      expect(masked).not.toMatch(/\d{16,19}/);
      expect(masked).not.toMatch(/123456|654321/);
    }
  });
});
