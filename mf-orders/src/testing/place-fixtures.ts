import type { OrderPreview } from '../api/place-types';
import type { Address } from '../api/types';

export const goodsFixture = {
  id: 1001,
  name: 'Apple iPhone 16 Pro',
  thumb: '/static/goods/1001.svg',
  categoryId: 101,
  termOptions: [{ value: 12, unit: 'month', label: '12个月' }],
  skus: [
    {
      skuId: 1001003,
      goodsId: 1001,
      specs: { color: 'desert', storage: '128', condition: 'new' },
      specText: '沙漠色钛金属 / 128GB / 全新',
      term: 12,
      termUnit: 'month',
      periods: 12,
      dailyRent: 1410,
      periodRent: 42900,
      totalRent: 514800,
      deposit: 799900,
      buyoutPrice: 100,
      marketPrice: 799900,
      stock: 32,
      image: '/static/goods/1001.svg',
    },
  ],
  services: [
    { id: 2, name: '意外保障', price: 2400, payMode: 'perPeriod', required: true, desc: '意外损坏维修' },
    { id: 1, name: '碎屏保障', price: 12000, payMode: 'once', required: false, desc: '屏幕碎裂换新' },
  ],
};

export const addressFixture: Address = {
  id: 3001,
  receiverName: '林小租',
  receiverPhone: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技南十二路 2 号',
  isDefault: true,
};

const coupon = (userCouponId: number, id: number, name: string, value: number, threshold: number) => ({
  id,
  userCouponId,
  name,
  type: 'cash',
  value,
  threshold,
  scope: 'all',
  scopeIds: [],
  applyTo: 'spread_all',
  rule: name,
  status: 'unused',
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2099-12-31T00:00:00Z',
  claimedAt: '2026-01-01T00:00:00Z',
  usedAt: null,
});

export const couponsFixture = [
  coupon(500001, 9001, '新人立减 ¥50', 5000, 0),
  coupon(500002, 9002, '满 ¥1000 减 ¥100', 10000, 100000),
  coupon(500003, 9004, '满 ¥9000 减 ¥300', 30000, 900000),
];

export const categoriesFixture = [
  { id: 1, name: '手机', icon: '', parentId: null, children: [{ id: 101, name: '苹果', icon: '', parentId: 1 }] },
];

/** The server's preview for the fixture goods with `discount` off, spread over 12 periods. */
export function previewFixture(discount: number, userCouponId: number | null): OrderPreview {
  const bills = Array.from({ length: 12 }, (_, i) => {
    const off = Math.floor(discount / 12) + (i < discount % 12 ? 1 : 0);
    return {
      orderNo: '',
      periodNo: i + 1,
      periodTotal: 12,
      dueDate: `2027-${String((i % 12) + 1).padStart(2, '0')}-20`,
      rentAmount: 42900,
      serviceAmount: 2400,
      originalAmount: 45300,
      discountAmount: off,
      amount: 45300 - off,
      overdueFee: 0,
      overdueDays: 0,
      paidAmount: 0,
      paidAt: null,
      payChannel: null,
      status: 'unpaid' as const,
      kind: 'rent' as const,
      payable: 45300 - off,
    };
  });
  return {
    amount: {
      totalRent: 514800,
      periodRent: 42900,
      firstPay: bills[0]?.amount ?? 0,
      couponDiscount: discount,
      servicesFee: 28800,
      deposit: 799900,
      creditWaived: 300000,
      frozen: 499900,
      buyoutPrice: 100000,
    },
    totals: { term: 543600 - discount, own: 643600 - discount },
    bills,
    address: { ...addressFixture },
    services: [{ id: 2, payMode: 'perPeriod', price: 2400 }],
    userCouponId,
  };
}
