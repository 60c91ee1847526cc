import { RENTAL_RULES, rentPerDay } from './rental-rules';

test('a daily rent is its own rent per day', () => {
  expect(rentPerDay(350, 'day')).toBe(350);
});

test('a monthly rent per day is over the rules’ month, rounded up to the cent', () => {
  expect(RENTAL_RULES.dailyEquivalent.daysPerMonth).toBe(30);
  expect(rentPerDay(29900, 'month')).toBe(997);
  expect(rentPerDay(30000, 'month')).toBe(1000);
  // Never less than a month of the rules' length costs per day.
  for (const rent of [1, 29, 31, 12345, 53600, 99999]) {
    expect(rentPerDay(rent, 'month') * RENTAL_RULES.dailyEquivalent.daysPerMonth).toBeGreaterThanOrEqual(rent);
    expect((rentPerDay(rent, 'month') - 1) * RENTAL_RULES.dailyEquivalent.daysPerMonth).toBeLessThan(rent);
  }
});
