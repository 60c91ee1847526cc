import { existsSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../server';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Summary {
  id: number;
  name: string;
  thumb: string;
  tags: string[];
  rentFrom: number;
  rentUnit: 'day' | 'month';
  categoryId: number;
  brand: string;
}
interface Page {
  list: Summary[];
  total: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}
interface Category {
  id: number;
  name: string;
  icon: string;
  parentId: number | null;
  children?: Category[];
}
interface Sku {
  skuId: number;
  specs: Record<string, string>;
  term: number;
  termUnit: 'day' | 'month';
  periods: number;
  dailyRent: number;
  periodRent: number;
  totalRent: number;
  deposit: number;
  buyoutPrice: number;
  marketPrice: number;
  stock: number;
  image: string;
}
interface Detail extends Summary {
  images: string[];
  detailHtml: string;
  specGroups: { key: string; name: string; values: { value: string; label: string }[] }[];
  termOptions: { value: number; unit: 'day' | 'month'; label: string }[];
  skus: Sku[];
  services: { id: number; name: string; price: number; payMode: string; required: boolean; desc: string }[];
  rentalNotes: string[];
}

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const list = async (query: string, lang?: string): Promise<Page> => {
  const result = await t.api<Page>(`/api/goods/list?${query}`, { lang });
  expect(result.success).toBe(true);
  return result.data;
};

test('the category tree has at least 7 top-level categories, each with children', async () => {
  const { data } = await t.api<Category[]>('/api/goods/category', { lang: 'en' });
  expect(data.length).toBeGreaterThanOrEqual(7);
  for (const top of data) {
    expect(top.parentId).toBeNull();
    expect(top.children?.length).toBeGreaterThan(0);
    for (const child of top.children ?? []) expect(child.parentId).toBe(top.id);
  }
  expect(data.map((c) => c.name)).toEqual(expect.arrayContaining(['Phones', 'Tablets', 'Drones']));
});

test('the list pages through the whole catalog without repeats', async () => {
  const first = await list('pageNum=1&pageSize=10');
  expect(first.total).toBeGreaterThanOrEqual(36);
  expect(first).toMatchObject({ pageNum: 1, pageSize: 10, hasMore: true });
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const data = await list(`pageNum=${page}&pageSize=10`);
    ids.push(...data.list.map((g) => g.id));
    if (!data.hasMore) {
      expect(data.list.length).toBeGreaterThan(0);
      break;
    }
    expect(data.list).toHaveLength(10);
  }
  expect(ids).toHaveLength(first.total);
  expect(new Set(ids).size).toBe(first.total);
  expect((await list(`pageNum=${Math.ceil(first.total / 10) + 1}&pageSize=10`)).list).toEqual([]);
});

test('page parameters are checked', async () => {
  for (const query of ['pageSize=51', 'pageSize=0', 'pageNum=0', 'pageNum=abc', 'categoryId=x']) {
    expect(await t.api(`/api/goods/list?${query}`)).toMatchObject({ success: false, code: 400 });
  }
  expect(await t.api('/api/goods/list?categoryId=999')).toMatchObject({ success: false, code: 404 });
  expect((await list('pageSize=50')).list.length).toBeLessThanOrEqual(50);
});

test('a top-level category includes its children, a child only its own goods', async () => {
  const phones = await list('categoryId=1&pageSize=50');
  expect(phones.total).toBeGreaterThanOrEqual(8);
  expect(phones.list.every((g) => Math.floor(g.categoryId / 100) === 1)).toBe(true);
  const huawei = await list('categoryId=102&pageSize=50');
  expect(huawei.total).toBeGreaterThan(0);
  expect(huawei.list.every((g) => g.categoryId === 102 && g.brand === 'Huawei')).toBe(true);
});

test('keyword search is case-insensitive over name, brand and tags', async () => {
  const iphones = await list('keyword=IPHONE&pageSize=50');
  expect(iphones.total).toBeGreaterThanOrEqual(3);
  expect(iphones.list.every((g) => /iphone/i.test(g.name))).toBe(true);
  expect((await list(`keyword=${encodeURIComponent('华为')}`)).list.every((g) => g.brand === 'Huawei')).toBe(true);
  const students = await list('keyword=student&pageSize=50', 'en');
  expect(students.total).toBeGreaterThan(3);
  expect(students.list.every((g) => g.tags.includes('Student pick'))).toBe(true);
  expect((await list('keyword=dji&categoryId=8')).total).toBeGreaterThan(0);
  expect((await list('keyword=zzzz-nothing')).total).toBe(0);
});

test('every hot key finds goods, in every language', async () => {
  for (const lang of ['zh-CN', 'zh-TW', 'en', 'es', 'fr']) {
    const { data: keys } = await t.api<string[]>('/api/common/hotKey', { lang });
    expect(keys.length).toBeGreaterThanOrEqual(6);
    expect(keys.length).toBeLessThanOrEqual(10);
    for (const key of keys)
      expect([lang, key, (await list(`keyword=${encodeURIComponent(key)}`)).total]).not.toContainEqual(0);
  }
});

test('goods detail answers 404 for an unknown id and 400 for a malformed one', async () => {
  expect(await t.api('/api/goods/999999', { lang: 'en' })).toMatchObject({ success: false, code: 404, data: null });
  for (const id of ['abc', '0', '-1', '1.5', '1001x', '%20']) {
    expect(await t.api(`/api/goods/${id}`)).toMatchObject({ success: false, code: 400 });
  }
});

test('every goods detail is complete and priced consistently', async () => {
  const { list: all } = await list('pageSize=50');
  for (const summary of all) {
    const { data: goods } = await t.api<Detail>(`/api/goods/${summary.id}`);
    const combos = goods.specGroups.reduce((n, g) => n * g.values.length, 1) * goods.termOptions.length;
    expect(goods.skus).toHaveLength(combos);
    expect(goods.specGroups.map((g) => g.key)).toEqual(expect.arrayContaining(['color', 'condition']));
    expect(goods.detailHtml).toMatch(/<h3>/);
    expect(goods.detailHtml).not.toMatch(/https?:|<script|on\w+=/i);
    expect(goods.rentalNotes.length).toBeGreaterThan(0);
    expect(goods.services.length).toBeGreaterThan(0);
    expect(goods.skus.some((sku) => sku.stock > 0)).toBe(true);
    for (const sku of goods.skus) {
      expect(sku.termUnit).toBe(summary.rentUnit);
      if (sku.termUnit === 'month') {
        expect(sku.periods).toBe(sku.term);
        expect(sku.totalRent).toBe(sku.periodRent * sku.term);
      } else {
        expect(sku.periods).toBe(1);
        expect(sku.totalRent).toBe(sku.dailyRent * sku.term);
        expect(sku.periodRent).toBe(sku.totalRent);
      }
      for (const money of [sku.dailyRent, sku.periodRent, sku.deposit, sku.buyoutPrice, sku.marketPrice])
        expect(Number.isInteger(money) && money > 0).toBe(true);
    }
    const unitRents = goods.skus.map((sku) => (summary.rentUnit === 'month' ? sku.periodRent : sku.dailyRent));
    expect(summary.rentFrom).toBe(Math.min(...unitRents));
    for (const image of [summary.thumb, ...goods.images, ...goods.skus.map((s) => s.image)]) {
      expect(image).toMatch(/^\/static\//);
      expect(existsSync(path.join(ASSETS_DIR, image.slice('/static/'.length)))).toBe(true);
    }
  }
});

test('the catalog has both monthly and daily goods and some sold-out options', async () => {
  const { list: all } = await list('pageSize=50');
  expect(new Set(all.map((g) => g.rentUnit))).toEqual(new Set(['day', 'month']));
  const { data } = await t.api<Detail>('/api/goods/1001');
  expect(data.skus.some((sku) => sku.stock === 0)).toBe(true);
  expect(data.termOptions.map((o) => o.value)).toEqual([3, 6, 12]);
});

test('detail text follows Accept-Language while the product name does not', async () => {
  const en = (await t.api<Detail>('/api/goods/1001', { lang: 'en' })).data;
  const zh = (await t.api<Detail>('/api/goods/1001', { lang: 'zh-CN' })).data;
  expect(en.name).toBe(zh.name);
  expect(en.specGroups[0]?.name).toBe('Colour');
  expect(zh.specGroups[0]?.name).toBe('颜色');
  expect(en.termOptions[0]?.label).toBe('3 months');
  expect(zh.termOptions[0]?.label).toBe('3个月');
});
