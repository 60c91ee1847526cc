import { type CenterCoupon, type MyCoupon, type Sku } from '@rental/shared';
import type { GoodsDetail } from '../api/types';
import { goods } from './fixtures';

const sku = (skuId: number, color: string, capacity: string, term: number, periodRent: number, stock = 5): Sku => ({
  skuId,
  goodsId: 1001,
  specs: { color, capacity },
  specText: `${color === 'black' ? '黑色' : '白色'} / ${capacity.toUpperCase()}`,
  term,
  termUnit: 'month',
  periods: term,
  dailyRent: Math.round(periodRent / 30),
  periodRent,
  totalRent: periodRent * term,
  deposit: 799900,
  buyoutPrice: 300000,
  marketPrice: 799900,
  stock,
  image: `/static/goods/1001/${color}.svg`,
});

/** iPhone 16 Pro, trimmed: white 256GB doesn't exist, black 256GB for 12 months is sold out. */
export const detail: GoodsDetail = {
  ...goods(1001, { name: 'Apple iPhone 16 Pro', tags: ['信用免押', '新品'] }),
  model: 'A3294',
  images: ['/static/goods/1001/black.svg', '/static/goods/1001/front.svg'],
  detailHtml: '<h2>亮点</h2><p>A18 Pro 芯片</p><img src="https://evil.example/x.gif" onerror="alert(1)">',
  specGroups: [
    {
      key: 'color',
      name: '颜色',
      values: [
        { value: 'black', label: '黑色' },
        { value: 'white', label: '白色' },
      ],
    },
    {
      key: 'capacity',
      name: '容量',
      values: [
        { value: '128gb', label: '128GB' },
        { value: '256gb', label: '256GB' },
      ],
    },
  ],
  termOptions: [
    { value: 6, unit: 'month', label: '6个月' },
    { value: 12, unit: 'month', label: '12个月' },
  ],
  skus: [
    sku(1, 'black', '128gb', 6, 47200),
    sku(2, 'black', '128gb', 12, 42900),
    sku(3, 'black', '256gb', 6, 53100),
    sku(4, 'black', '256gb', 12, 48300, 0),
    sku(5, 'white', '128gb', 6, 47200),
    sku(6, 'white', '128gb', 12, 42900),
  ],
  services: [
    { id: 2, name: '意外保障', price: 2400, payMode: 'perPeriod', required: true, desc: '覆盖跌落、进水等意外损坏。' },
    { id: 1, name: '碎屏保障', price: 12000, payMode: 'once', required: false, desc: '屏幕碎裂免费更换 1 次。' },
  ],
  rentalNotes: ['信用审核通过后免押金。'],
};

const base = {
  type: 'cash',
  threshold: 0,
  scope: 'all' as const,
  scopeIds: [],
  applyTo: 'first_period' as const,
  rule: '无门槛 · 全场通用 · 抵扣首期租金',
  validFrom: '2026-01-01T00:00:00+08:00',
  validTo: '2030-12-31T23:59:59+08:00',
};

export const centerCoupons: CenterCoupon[] = [
  {
    ...base,
    id: 9001,
    name: '新人首期立减 ¥50',
    value: 5000,
    validDays: 30,
    stockLeft: 100,
    claimed: true,
    mine: 'unused',
    status: 'available',
  },
  {
    ...base,
    id: 9004,
    name: '手机专享 ¥30',
    value: 3000,
    validDays: 30,
    stockLeft: 100,
    claimed: false,
    mine: null,
    status: 'available',
  },
  {
    ...base,
    id: 9006,
    name: '首期免租',
    type: 'first_period_free',
    value: 0,
    validDays: 7,
    stockLeft: 0,
    claimed: false,
    mine: null,
    status: 'available',
  },
];

export const myCoupon = (id: number, name: string, status: MyCoupon['status']): MyCoupon => ({
  ...base,
  id,
  name,
  value: 2000,
  userCouponId: id * 10,
  status,
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-12-01T00:00:00.000Z',
  claimedAt: '2026-11-01T00:00:00.000Z',
  usedAt: null,
});
