import { type Category } from '@rental/shared';
import type { Banner, CouponGoods, GoodsSummary, HomeIcon, TagSection } from '../api/types';

/** Shaped like the dev API's seeded answers (zh-CN), trimmed to what the tests need. */
export function goods(id: number, over: Partial<GoodsSummary> = {}): GoodsSummary {
  return {
    id,
    name: `Apple iPhone ${id}`,
    thumb: `/static/goods/${id}/black.svg`,
    tags: ['信用免押', '新品'],
    rentFrom: 36500,
    rentUnit: 'month',
    marketPrice: 799900,
    isNew: true,
    categoryId: 101,
    brand: 'Apple',
    ...over,
  };
}

export const banners: Banner[] = [
  {
    id: 1,
    image: '/static/banner/iphone-16-pro.zh-CN.svg',
    title: 'iPhone 16 Pro 新品首发',
    link: 'pages/commodityDetails/commodityDetails?id=1001',
  },
  {
    id: 2,
    image: '/static/banner/back-to-school.zh-CN.svg',
    title: '开学季 · 平板专场',
    link: 'pages/classify/classify?categoryId=2',
  },
];

export const icons: HomeIcon[] = [
  { id: 1, name: '手机', icon: '/static/category/phones.svg', link: 'pages/classify/classify?categoryId=1' },
  { id: 2, name: '平板', icon: '/static/category/tablets.svg', link: 'pages/classify/classify?categoryId=2' },
  { id: 101, name: '领券中心', icon: '/static/icon/coupons.svg', link: 'pages/coupon/coupon' },
];

const unclaimed = { stockLeft: 500, claimed: false, mine: null };

export const couponGoods: CouponGoods = {
  title: '领券租好物',
  coupons: [
    // As a signed-out caller gets them: nothing claimed yet.
    { id: 9001, name: '新人首期立减 ¥50', value: 5000, threshold: 0, type: 'cash', ...unclaimed },
    { id: 9002, name: '满 ¥1000 减 ¥100', value: 10000, threshold: 100000, type: 'full_reduction', ...unclaimed },
    { id: 9003, name: '短租 9 折券', value: 90, threshold: 0, type: 'discount', ...unclaimed },
  ],
  goods: [
    goods(1003, { name: 'Apple iPhone 16', rentFrom: 32900 }),
    goods(8001, { name: 'DJI Mini 4 Pro', rentFrom: 2000, rentUnit: 'day' }),
  ],
};

export const tagSections: TagSection[] = [
  {
    tagId: 'new',
    tagName: '新品上架',
    goods: [
      goods(1001, { name: 'Apple iPhone 16 Pro' }),
      goods(3002, { name: 'MacBook Air 13', rentFrom: 350, rentUnit: 'day' }),
    ],
  },
  { tagId: 'hot', tagName: '热租榜单', goods: [goods(4001, { name: 'Nintendo Switch OLED', tags: ['热租'] })] },
];

const category = (id: number, name: string, parentId: number | null, children?: Category[]): Category => ({
  id,
  name,
  icon: `/static/category/${id}.svg`,
  parentId,
  ...(children ? { children } : {}),
});

export const categories: Category[] = [
  category(1, '手机', null, [category(101, '苹果', 1), category(102, '华为', 1)]),
  category(2, '平板电脑', null, [category(201, 'iPad', 2)]),
  category(3, '笔记本电脑', null, []),
  category(9, '无人机', null, []),
];

/** Goods per category id: phones span two pages, drones have none. */
export const goodsByCategory: Record<number, GoodsSummary[]> = {
  1: Array.from({ length: 13 }, (_, i) => goods(1001 + i, { name: `手机 ${i + 1} 号` })),
  101: [goods(1001, { name: 'Apple iPhone 16 Pro' }), goods(1003, { name: 'Apple iPhone 16' })],
  102: [goods(1006, { name: 'Huawei Mate 60 Pro', brand: 'Huawei' })],
  2: [goods(2001, { name: 'iPad Pro 11', categoryId: 201 }), goods(2002, { name: 'iPad Air 11', categoryId: 201 })],
  201: [goods(2001, { name: 'iPad Pro 11', categoryId: 201 })],
  3: [goods(3001, { name: 'MacBook Pro 14', categoryId: 301, rentFrom: 1200, rentUnit: 'day' })],
  9: [],
};

/** The `tag_section` dictionary: its labels name the home page's tag sections. */
export const tagSectionDictionary = [
  { value: 'new', label: '新品上架' },
  { value: 'hot', label: '本周热租' },
];
