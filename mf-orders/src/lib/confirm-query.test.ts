import { confirmRoute, parseSelection, toChoice, withAddress } from './confirm-query';
import { readinessRoute } from '../pages/order/readiness';

test('the product page link becomes a selection, and back into the same route', () => {
  const selection = parseSelection({ goodsId: '1001', skuId: '100101', term: '12', services: '3,1', couponId: '9001' });
  expect(selection).toEqual({
    goodsId: 1001,
    skuId: 100101,
    term: 12,
    serviceIds: [1, 3],
    couponId: 9001,
    userCouponId: undefined,
    addressId: undefined,
    agreed: false,
    resume: false,
  });
  expect(parseSelection(Object.fromEntries(new URLSearchParams(confirmRoute(selection!).split('?')[1])))).toEqual(
    selection,
  );
});

test('the agreement tick travels in the route (through the verification detour)', () => {
  const selection = parseSelection({ goodsId: '1', skuId: '2', term: '3', agreed: '1' })!;
  expect(selection.agreed).toBe(true);
  expect(confirmRoute(selection)).toContain('agreed=1');
  expect(confirmRoute({ ...selection, agreed: false })).not.toContain('agreed');
});

test('a link without goods, SKU or term, or with junk services, is not an order', () => {
  expect(parseSelection({ skuId: '1', term: '12' })).toBeNull();
  expect(parseSelection({ goodsId: '1', skuId: '1', term: '12', services: '1,x' })).toBeNull();
});

test('"no coupon" (0) sends no coupon to the server', () => {
  const selection = parseSelection({ goodsId: '1', skuId: '2', term: '3' })!;
  expect(toChoice(selection, null, 5)).toEqual({ goodsId: 1, skuId: 2, term: 3, serviceIds: [], addressId: 5 });
});

test('a new address replaces the one in the route and keeps the rest', () => {
  expect(withAddress('/pages/order/order?goodsId=1&addressId=3&userCouponId=0', 9)).toBe(
    '/pages/order/order?goodsId=1&addressId=9&userCouponId=0',
  );
});

test('an unverified renter without contacts goes real-name → contacts → back, one chain that knows its steps', () => {
  const back = '/pages/order/order?goodsId=1&skuId=2&term=3';
  const route = readinessRoute('none', 0, back)!;
  const query = new URLSearchParams(route.split('?')[1]);
  const redirect = query.get('redirect')!;
  expect(route.startsWith('/pages/perfectIdCard/perfectIdCard?')).toBe(true);
  expect(query.get('steps')).toBe('3');
  expect(redirect.startsWith('/pages/emergencyContact/emergencyContact?')).toBe(true);
  const contacts = new URLSearchParams(redirect.split('?')[1]);
  expect(contacts.get('redirect')).toBe(back);
  expect([contacts.get('step'), contacts.get('steps')]).toEqual(['3', '3']);
  expect(readinessRoute('verified', 1, back)).toBe(
    `/pages/emergencyContact/emergencyContact?redirect=${encodeURIComponent(back)}&step=1&steps=1`,
  );
  expect(readinessRoute('verified', 2, back)).toBeNull();
  expect(readinessRoute('failed', 2, back)).toBe(
    `/pages/perfectIdCard/perfectIdCard?redirect=${encodeURIComponent(back)}&steps=2`,
  );
});
