import { formatMoney } from './money';

describe('formatMoney', () => {
  it('turns fen into yuan with two decimals and the yuan sign', () => {
    expect(formatMoney(1200)).toBe('¥12.00');
    expect(formatMoney(350)).toBe('¥3.50');
    expect(formatMoney(5)).toBe('¥0.05');
    expect(formatMoney(0)).toBe('¥0.00');
  });
  it('keeps the sign of refunds and discounts', () => {
    expect(formatMoney(-1999)).toBe('-¥19.99');
  });
});
