import type { OrderAmount } from '../../api/types';
import { priceLines } from './price-lines';

const amount: OrderAmount = {
  totalRent: 118800,
  periodRent: 9900,
  firstPay: 12400,
  couponDiscount: 2000,
  servicesFee: 4500,
  deposit: 500000,
  creditWaived: 300000,
  frozen: 200000,
  buyoutPrice: 100000,
};

test('a monthly order reads rent × periods, services, the coupon and deposit lines down to the first payment', () => {
  expect(priceLines(amount, 12)).toEqual([
    { key: 'periodRent', value: '¥99.00 × 12' },
    { key: 'totalRent', value: '¥1188.00' },
    { key: 'services', value: '¥45.00' },
    { key: 'coupon', value: '-¥20.00', saving: true },
    { key: 'deposit', value: '¥5000.00' },
    { key: 'creditWaived', value: '-¥3000.00', saving: true },
    { key: 'frozen', value: '¥2000.00' },
    { key: 'firstPay', value: '¥124.00', strong: true },
  ]);
});

test('lines of nothing are left out, but the frozen amount always shows (¥0.00 is good news)', () => {
  const lines = priceLines(
    { ...amount, servicesFee: 0, couponDiscount: 0, deposit: 200000, creditWaived: 200000, frozen: 0 },
    1,
  );
  expect(lines.map((l) => l.key)).toEqual(['totalRent', 'deposit', 'creditWaived', 'frozen', 'firstPay']);
  expect(lines.find((l) => l.key === 'frozen')?.value).toBe('¥0.00');
});
