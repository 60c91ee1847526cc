import { i18n, initI18n } from '../i18n/i18n';
import { formatMoney, formatMoneyShort } from './money';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
  });
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('turns fen into yuan with two decimals and the yuan sign', () => {
    expect(formatMoney(1200)).toBe('¥12.00');
    expect(formatMoney(350)).toBe('¥3.50');
    expect(formatMoney(5)).toBe('¥0.05');
    expect(formatMoney(0)).toBe('¥0.00');
  });

  it('keeps the sign of refunds and discounts', () => {
    expect(formatMoney(-1999)).toBe('-¥19.99');
  });

  it('writes Simplified Chinese as the spec does: no grouping, hyphen-minus', () => {
    expect(formatMoney(736234)).toBe('¥7362.34');
    expect(formatMoney(-12345678)).toBe('-¥123456.78');
  });

  it('rounds stray fractions of a fen and never shows a negative zero', () => {
    expect(formatMoney(1999.6)).toBe('¥20.00');
    expect(formatMoney(-0.4)).toBe('¥0.00');
  });

  it('follows the current language', async () => {
    await i18n.changeLanguage('es');
    expect(formatMoney(31400)).toBe(`314,00${NBSP}¥`);
    await i18n.changeLanguage('fr');
    expect(formatMoney(736234)).toBe(`7${NNBSP}362,34${NBSP}¥`);
    await i18n.changeLanguage('en');
    expect(formatMoney(736234)).toBe('¥7,362.34');
  });

  it('writes each language its own way when asked for one', () => {
    expect(formatMoney(-1999, 'es')).toBe(`-19,99${NBSP}¥`);
    expect(formatMoney(736234, 'zh-TW')).toBe('¥7,362.34');
    expect(formatMoney(736234, 'zh-CN')).toBe('¥7362.34');
  });
});

describe('formatMoneyShort', () => {
  it('drops ".00" from whole yuan only', () => {
    expect(formatMoneyShort(5000, 'zh-CN')).toBe('¥50');
    expect(formatMoneyShort(450, 'zh-CN')).toBe('¥4.50');
    expect(formatMoneyShort(100000, 'zh-CN')).toBe('¥1000');
    expect(formatMoneyShort(100000, 'en')).toBe('¥1,000');
    expect(formatMoneyShort(5000, 'fr')).toBe(`50${NBSP}¥`);
  });
});
