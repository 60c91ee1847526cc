import { CategoryListSchema, MyCouponListSchema, CenterCouponSchema, MyCouponSchema, v } from '@rental/shared';
import * as catalog from '../../../mf-catalog/src/api/types';
import { startTestServer, type TestServer } from '../testing/test-server';
import { answerOf } from '../testing/wire-answer';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.control('POST', 'reset'));

const LANGS = ['zh-CN', 'en', 'es', 'fr', 'zh-TW'];

test.each(LANGS)('home, lists and search answer the shapes the catalog checks (%s)', async (lang) => {
  await answerOf(t, '/api/index/banner', catalog.BannerListSchema, { lang });
  await answerOf(t, '/api/index/icon', catalog.HomeIconListSchema, { lang });
  await answerOf(t, '/api/index/coupon/goods', catalog.CouponGoodsSchema, { lang });
  await answerOf(t, '/api/index/tag/goods', catalog.TagSectionListSchema, { lang });
  await answerOf(t, '/api/common/hotKey', catalog.HotKeysSchema, { lang });
  await answerOf(t, '/api/goods/category', CategoryListSchema, { lang });
  for (const type of ['goods_tag', 'rent_unit', 'goods_condition', 'order_status', 'tag_section'])
    await answerOf(t, `/api/common/dictionary?type=${type}`, catalog.DictionarySchema, { lang });
  const page = await answerOf(t, '/api/goods/list?pageNum=1&pageSize=50', catalog.GoodsPageSchema, { lang });
  expect(page.list.length).toBeGreaterThan(0);
  await answerOf(t, '/api/goods/list?pageNum=1&pageSize=10&keyword=iPhone', catalog.GoodsPageSchema, { lang });
});

test('every goods detail answers the shape the detail page checks', async () => {
  let checked = 0;
  for (let pageNum = 1, more = true; more; pageNum += 1) {
    const page = await answerOf(t, `/api/goods/list?pageNum=${pageNum}&pageSize=50`, catalog.GoodsPageSchema);
    for (const goods of page.list) {
      const detail = await answerOf(t, `/api/goods/${goods.id}`, catalog.GoodsDetailSchema);
      expect(detail.skus.length).toBeGreaterThan(0);
      checked += 1;
    }
    more = page.hasMore;
  }
  expect(checked).toBeGreaterThan(10);
});

test('the coupon center, a claim and my coupons answer the shared coupon shapes', async () => {
  const token = await t.login();
  const center = await answerOf(t, '/api/coupon/list', v.array(CenterCouponSchema), { token });
  const open = center.find((c) => !c.claimed && c.stockLeft > 0);
  if (!open) throw new Error('the fixture has no coupon left to claim');
  await answerOf(t, '/api/coupon/get', MyCouponSchema, { token, form: { couponId: String(open.id) } });
  for (const status of ['unused', 'used', 'expired'])
    await answerOf(t, `/api/coupon/my/list?status=${status}`, MyCouponListSchema, { token });
});
