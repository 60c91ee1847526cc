import { existsSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../server';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Summary {
  id: number;
  tags: string[];
}

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.control('POST', 'reset'));

const assetExists = (url: string): boolean => existsSync(path.join(ASSETS_DIR, url.replace(/^\/static\//, '')));

test('platform config', async () => {
  const { data } = await t.api('/api/index/platform');
  expect(data).toEqual({
    title: '优品租机',
    customerPhone: '400-820-8820',
    serviceHours: '09:00–21:00',
    cos: '/static',
    features: { testAuth: true },
  });
});

test('banners link to a product, a category and the coupon page, with images in the asked language', async () => {
  const { data } = await t.api<{ id: number; image: string; title: string; link: string }[]>('/api/index/banner', {
    lang: 'fr',
  });
  expect(data.length).toBeGreaterThanOrEqual(3);
  expect(data.length).toBeLessThanOrEqual(4);
  const links = data.map((b) => b.link);
  expect(links).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^pages\/commodityDetails\/commodityDetails\?id=\d+$/),
      expect.stringMatching(/^pages\/classify\/classify\?categoryId=\d+$/),
      'pages/coupon/coupon',
    ]),
  );
  for (const banner of data) {
    expect(banner.image).toMatch(/\.fr\.svg$/);
    expect(assetExists(banner.image)).toBe(true);
  }
});

test('ten home icons: categories, search, coupons and a product', async () => {
  const { data } = await t.api<{ name: string; icon: string; link: string }[]>('/api/index/icon', { lang: 'en' });
  expect(data).toHaveLength(10);
  const links = data.map((i) => i.link);
  expect(links.filter((l) => l.startsWith('pages/classify/classify?categoryId=')).length).toBeGreaterThanOrEqual(5);
  expect(links).toEqual(expect.arrayContaining(['pages/search/search', 'pages/coupon/coupon']));
  expect(links.some((l) => l.startsWith('pages/commodityDetails/commodityDetails?id='))).toBe(true);
  for (const icon of data) expect(assetExists(icon.icon)).toBe(true);
});

test('coupon goods and tag sections only hold goods that exist', async () => {
  const coupon = await t.api<{ coupons: { type: string; value: number }[]; goods: Summary[] }>(
    '/api/index/coupon/goods',
  );
  expect(coupon.data.coupons.length).toBeGreaterThanOrEqual(2);
  expect(coupon.data.goods.length).toBeGreaterThanOrEqual(4);
  const sections = await t.api<{ tagId: string; tagName: string; goods: Summary[] }[]>('/api/index/tag/goods', {
    lang: 'en',
  });
  expect(sections.data.map((s) => s.tagName)).toEqual(['New arrivals', 'Hot rentals', 'Student picks']);
  const goods = [...coupon.data.goods, ...sections.data.flatMap((s) => s.goods)];
  for (const g of goods) expect((await t.api(`/api/goods/${g.id}`)).success).toBe(true);
  const students = sections.data.find((s) => s.tagId === 'student');
  expect(students?.goods.length).toBeGreaterThanOrEqual(4);
  expect(students?.goods.every((g) => g.tags.includes('Student pick'))).toBe(true);
});

test("the home strip's coupons carry the caller's claim state, as the coupon center does", async () => {
  type StripCoupon = { id: number; claimed?: boolean; mine?: string | null; stockLeft?: number };
  const strip = async (token?: string) =>
    (await t.api<{ coupons: StripCoupon[] }>('/api/index/coupon/goods', { token })).data.coupons;
  const anonymous = await strip();
  expect(anonymous.every((c) => c.claimed === false && c.mine === null && (c.stockLeft ?? 0) > 0)).toBe(true);

  const token = await t.login();
  const center = (await t.api<StripCoupon[]>('/api/coupon/list', { token })).data;
  for (const c of await strip(token)) {
    const same = center.find((o) => o.id === c.id);
    expect({ claimed: c.claimed, mine: c.mine }).toEqual({ claimed: same?.claimed, mine: same?.mine });
  }
  expect((await strip(token)).find((c) => c.id === 9001)).toMatchObject({ claimed: true, mine: 'unused' });
  expect((await strip(token)).find((c) => c.id === 9003)).toMatchObject({ claimed: false, mine: null });
  await t.api('/api/coupon/get', { form: { couponId: '9003' }, token });
  expect((await strip(token)).find((c) => c.id === 9003)).toMatchObject({ claimed: true, mine: 'unused' });
});

test('FAQ has at least 10 answered questions', async () => {
  const { data } = await t.api<{ id: number; category: string; question: string; answer: string }[]>(
    '/api/common/question',
    { lang: 'es' },
  );
  expect(data.length).toBeGreaterThanOrEqual(10);
  for (const item of data) expect(item.answer.length).toBeGreaterThan(40);
});

test('dictionaries by type; an unknown type is a 400', async () => {
  for (const type of ['goods_tag', 'rent_unit', 'goods_condition', 'order_status']) {
    const { data } = await t.api<{ value: string; label: string }[]>(`/api/common/dictionary?type=${type}`, {
      lang: 'en',
    });
    expect(data.length).toBeGreaterThan(1);
  }
  const units = await t.api<{ value: string; label: string }[]>('/api/common/dictionary?type=rent_unit', {
    lang: 'zh-CN',
  });
  expect(units.data).toEqual([
    { value: 'day', label: '天' },
    { value: 'month', label: '月' },
  ]);
  expect(await t.api('/api/common/dictionary?type=toString')).toMatchObject({ success: false, code: 400 });
  expect(await t.api('/api/common/dictionary')).toMatchObject({ success: false, code: 400 });
});

test('printLog entries and channel clicks reach the control surface', async () => {
  const entry = {
    route: 'pages/home/home',
    info: 'x',
    instance: 'y',
    error: 'TypeError',
    stack: 'at z',
    message: 'boom',
    level: 'error',
  };
  expect(await t.api('/api/common/printLog', { json: entry })).toMatchObject({ success: true, data: null });
  expect(await t.control('GET', 'logs')).toEqual([expect.objectContaining(entry)]);
  expect(await t.api('/api/common/printLog', { json: { ...entry, level: 'fatal' } })).toMatchObject({ code: 400 });
  expect(await t.api('/api/common/channel/click?code=spring')).toMatchObject({ success: true, data: null });
  expect(await t.api('/api/common/channel/click')).toMatchObject({ success: false, code: 400 });
  expect(await t.control('GET', 'channel-clicks')).toEqual([expect.objectContaining({ code: 'spring' })]);
});

describe('localization by Accept-Language', () => {
  const title = async (lang?: string): Promise<string> =>
    (await t.api<{ title: string }>('/api/index/platform', { lang })).data.title;
  const phones = async (lang: string): Promise<string | undefined> =>
    (await t.api<{ name: string }[]>('/api/goods/category', { lang })).data[0]?.name;

  test.each([
    ['zh-CN', '手机'],
    ['zh-TW', '手機'],
    ['en', 'Phones'],
    ['es', 'Móviles'],
    ['fr', 'Téléphones'],
  ])('%s', async (lang, name) => {
    expect(await phones(lang)).toBe(name);
  });

  test('zh-CN is the default; regional tags and q-values are understood', async () => {
    expect(await title()).toBe('优品租机');
    expect(await title('de-DE')).toBe('优品租机');
    expect(await title('en-US,en;q=0.9')).toBe('Youpin Rent');
    expect(await title('zh-HK')).toBe('優品租機');
    expect(await title('de;q=1, fr;q=0.8, en;q=0.5')).toBe('Youpin Rent');
    expect((await t.api('/api/goods/1', { lang: 'es' })).msg).toBe('Este artículo no existe o ya no está disponible');
  });
});

test('the home sections are named by the tag_section dictionary, in the asked language', async () => {
  const { data: sections } = await t.api<{ tagId: string; tagName: string }[]>('/api/index/tag/goods', { lang: 'en' });
  const { data: dict } = await t.api<{ value: string; label: string }[]>('/api/common/dictionary?type=tag_section', {
    lang: 'en',
  });
  expect(dict.map((d) => d.value)).toEqual(sections.map((s) => s.tagId));
  expect(dict.map((d) => d.label)).toEqual(sections.map((s) => s.tagName));
  expect(dict[0]?.label).toBe('New arrivals');
});

test('amounts in banners, their pictures and coupon names are written as each language writes money', async () => {
  const banners = (lang: string) =>
    t.api<{ subtitle: string; image: string }[]>('/api/index/banner', { lang }).then((r) => r.data);
  const es = await banners('es');
  const en = await banners('en');
  // "desde 365 ¥/mes", never "desde ¥365/mes"; English keeps "¥365".
  expect(es.map((b) => b.subtitle).join(' | ')).not.toMatch(/¥\d/);
  expect(es.map((b) => b.subtitle).join(' | ')).toMatch(/\d\u00a0¥/);
  expect(en.map((b) => b.subtitle).join(' | ')).toMatch(/¥\d/);
  for (const banner of es) {
    const svg = await fetch(`${t.url}${banner.image}`).then((r) => r.text());
    expect(svg).not.toMatch(/>¥\d|¥\d+</);
  }
  const coupons = await t.api<{ coupons: { name: string }[] }>('/api/index/coupon/goods', { lang: 'fr' });
  const names = coupons.data.coupons.map((c) => c.name).join(' | ');
  expect(names).toContain('50\u00a0¥ de remise sur la 1re échéance');
  expect(names).toContain('100\u00a0¥ de remise dès 1\u202f000\u00a0¥');
});
