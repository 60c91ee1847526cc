import { rawKeysIn } from './raw-keys';

test('finds the keys of the namespace left untranslated, and only those', () => {
  const messages = { coupon: { claim: 'Claim' }, title: { home: 'Home' } };
  expect(rawKeysIn('Claim coupon.claim now · title.home · e.g. a.b · coupon', messages)).toEqual([
    'coupon.claim',
    'title.home',
  ]);
  expect(rawKeysIn('coupon.claim', {})).toEqual([]);
});
