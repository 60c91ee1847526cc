import { i18n, initI18n, registerNamespace } from '@rental/shared';
import type { HomeCoupon } from '../api/types';
import { loadMessages } from '../locales/load-messages';
import { couponCondition, couponFace } from './coupon-face';

const coupon = (over: Partial<HomeCoupon>): HomeCoupon => ({
  id: 1,
  name: 'x',
  value: 5000,
  threshold: 0,
  type: 'cash',
  ...over,
});

async function tIn(lng: 'zh-CN' | 'en') {
  await initI18n(lng);
  await i18n.changeLanguage(lng);
  await registerNamespace('catalog', loadMessages);
  return i18n.getFixedT(lng, 'catalog');
}

test.each([
  [{ type: 'cash', value: 5000 }, '¥50', '¥50'],
  [{ type: 'full_reduction', value: 10050 }, '¥100.50', '¥100.50'],
  [{ type: 'discount', value: 90 }, '9折', '10% off'],
  [{ type: 'discount', value: 85 }, '8.5折', '15% off'],
  [{ type: 'free_days', value: 7 }, '免租7天', '7 days free'],
  [{ type: 'first_period_free', value: 0 }, '首期免租', '1st period free'],
] as const)('%o reads %p in zh-CN and %p in en', async (over, zh, en) => {
  expect(couponFace(coupon(over), await tIn('zh-CN'))).toBe(zh);
  expect(couponFace(coupon(over), await tIn('en'))).toBe(en);
});

test('an unknown coupon type has no face; its name says it all', async () => {
  expect(couponFace(coupon({ type: 'mystery' }), await tIn('zh-CN'))).toBeNull();
});

test('the condition line', async () => {
  const t = await tIn('zh-CN');
  expect(couponCondition(coupon({ threshold: 0 }), t)).toBe('无门槛');
  expect(couponCondition(coupon({ threshold: 100000 }), t)).toBe('满¥1000可用');
  // English groups thousands; Simplified Chinese keeps the spec's "¥1000".
  expect(couponCondition(coupon({ threshold: 100000 }), await tIn('en'))).toBe('Orders over ¥1,000');
});
