import type { GoodsService, Sku } from '@rental/shared';
import { computePrice, initialServices } from './price';

const sku: Sku = {
  skuId: 1,
  goodsId: 1,
  specs: {},
  specText: '',
  term: 6,
  termUnit: 'month',
  periods: 6,
  dailyRent: 1367,
  periodRent: 41000,
  totalRent: 246000,
  deposit: 799900,
  buyoutPrice: 674000,
  marketPrice: 799900,
  stock: 3,
  image: '',
};
const service = (id: number, price: number, payMode: 'once' | 'perPeriod', required = false): GoodsService => ({
  id,
  name: `s${id}`,
  price,
  payMode,
  required,
  desc: '',
});
const services = [service(1, 12000, 'once', true), service(2, 2400, 'perPeriod'), service(3, 5000, 'once')];

test('without optional services: the SKU price plus the required ones', () => {
  const price = computePrice(sku, services, new Set());
  expect(price).toMatchObject({ periodRent: 41000, totalRent: 246000, deposit: 799900, buyoutPrice: 674000 });
  expect(price).toMatchObject({ servicesOnce: 12000, servicesPerPeriod: 0, servicesTotal: 12000 });
  expect(price.firstPay).toBe(53000);
  expect(price.total).toBe(258000);
});

test('a per-period service is paid with every installment, a once-paid one with the first', () => {
  const price = computePrice(sku, services, new Set([2, 3]));
  expect(price.servicesOnce).toBe(17000);
  expect(price.servicesPerPeriod).toBe(2400);
  expect(price.servicesTotal).toBe(17000 + 2400 * 6);
  expect(price.firstPay).toBe(41000 + 17000 + 2400);
  expect(price.total).toBe(246000 + 17000 + 14400);
});

test('a daily rental is one period', () => {
  const daily = { ...sku, termUnit: 'day' as const, term: 7, periods: 1, periodRent: 14000, totalRent: 14000 };
  expect(computePrice(daily, services, new Set([2])).total).toBe(14000 + 12000 + 2400);
});

test('the starting services are the required ones and those named in the route', () => {
  expect([...initialServices(services)]).toEqual([1]);
  expect([...initialServices(services, '3,x,99')]).toEqual([1, 3]);
});
