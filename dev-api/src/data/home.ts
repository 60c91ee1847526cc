import { l10n, type L10n } from '../i18n/lang';

const l = l10n;

export interface IconSeed {
  id: number;
  name: L10n;
  icon: string;
  link: string;
}

const categoryIcon = (id: number, slug: string, name: L10n): IconSeed => ({
  id,
  name,
  icon: `/static/category/${slug}.svg`,
  link: `pages/classify/classify?categoryId=${id}`,
});

export const ICONS: IconSeed[] = [
  categoryIcon(1, 'phones', l('手机', '手機', 'Phones', 'Móviles', 'Mobiles')),
  categoryIcon(2, 'tablets', l('平板', '平板', 'Tablets', 'Tabletas', 'Tablettes')),
  categoryIcon(3, 'laptops', l('电脑', '電腦', 'Laptops', 'Portátiles', 'PC portables')),
  categoryIcon(4, 'consoles', l('游戏机', '遊戲機', 'Consoles', 'Consolas', 'Consoles')),
  categoryIcon(5, 'cameras', l('相机', '相機', 'Cameras', 'Cámaras', 'Photo')),
  categoryIcon(8, 'drones', l('无人机', '無人機', 'Drones', 'Drones', 'Drones')),
  categoryIcon(7, 'watches', l('手表', '手錶', 'Watches', 'Relojes', 'Montres')),
  {
    id: 101,
    name: l('领券中心', '領券中心', 'Coupons', 'Cupones', 'Coupons'),
    icon: '/static/icon/coupons.svg',
    link: 'pages/coupon/coupon',
  },
  {
    id: 102,
    name: l('搜索', '搜尋', 'Search', 'Buscar', 'Recherche'),
    icon: '/static/icon/search.svg',
    link: 'pages/search/search',
  },
  {
    id: 103,
    name: l('新品 iPhone', '新品 iPhone', 'New iPhone', 'Nuevo iPhone', 'Nouvel iPhone'),
    icon: '/static/icon/new-iphone.svg',
    link: 'pages/commodityDetails/commodityDetails?id=1001',
  },
];

export type CouponType = 'cash' | 'discount' | 'full_reduction' | 'first_period_free' | 'free_days';

export interface CouponSeed {
  id: number;
  type: CouponType;
  /** Fen for cash and full_reduction, percent paid for discount (90 = 10% off), days for free_days. */
  value: number;
  threshold: number;
  name: L10n;
}

export const COUPONS: CouponSeed[] = [
  {
    id: 9001,
    type: 'cash',
    value: 5000,
    threshold: 0,
    name: l(
      '新人首期立减 {amount}',
      '新人首期立減 {amount}',
      '{amount} off your first installment',
      '{amount} menos en tu primera cuota',
      '{amount} de remise sur la 1re échéance',
    ),
  },
  {
    id: 9002,
    type: 'full_reduction',
    value: 10000,
    threshold: 100000,
    name: l(
      '满 {threshold} 减 {amount}',
      '滿 {threshold} 減 {amount}',
      '{amount} off orders over {threshold}',
      '{amount} menos en pedidos de más de {threshold}',
      '{amount} de remise dès {threshold}',
    ),
  },
  {
    id: 9003,
    type: 'discount',
    value: 90,
    threshold: 0,
    name: l(
      '短租 9 折券',
      '短租 9 折券',
      '10% off short rentals',
      '10 % menos en alquileres cortos',
      '-10 % sur les locations courtes',
    ),
  },
];

export const COUPON_GOODS = {
  title: l(
    '领券租好物',
    '領券租好物',
    'Claim a coupon, rent for less',
    'Usa un cupón y paga menos',
    'Un coupon, un loyer plus doux',
  ),
  goodsIds: [1003, 1004, 2002, 4001, 6001, 8001],
};

export const TAG_SECTIONS: { tagId: 'new' | 'hot' | 'student'; name: L10n; goodsIds: number[] }[] = [
  {
    tagId: 'new',
    name: l('新品上架', '新品上架', 'New arrivals', 'Novedades', 'Nouveautés'),
    goodsIds: [1001, 1002, 1003, 1010, 2001, 3002, 5003, 7001],
  },
  {
    tagId: 'hot',
    name: l('热租榜单', '熱租榜單', 'Hot rentals', 'Lo más alquilado', 'Les plus loués'),
    goodsIds: [1001, 1005, 1008, 2002, 3001, 4001, 4002, 8001],
  },
  {
    tagId: 'student',
    name: l('学生优选', '學生優選', 'Student picks', 'Para estudiantes', 'Choix étudiants'),
    goodsIds: [1003, 1004, 2003, 2005, 3001, 5004, 6001, 7004],
  },
];

export const HOT_KEYS: L10n[] = [
  l('iPhone 16', 'iPhone 16', 'iPhone 16', 'iPhone 16', 'iPhone 16'),
  l('华为', '華為', 'Huawei', 'Huawei', 'Huawei'),
  l('Switch', 'Switch', 'Switch', 'Switch', 'Switch'),
  l('PS5', 'PS5', 'PS5', 'PS5', 'PS5'),
  l('大疆', '大疆', 'DJI', 'DJI', 'DJI'),
  l('MacBook', 'MacBook', 'MacBook', 'MacBook', 'MacBook'),
  l('相机', '相機', 'Camera', 'Cámara', 'Appareil photo'),
  l('学生', '學生', 'Student', 'estudiantes', 'étudiant'),
  l('AirPods', 'AirPods', 'AirPods', 'AirPods', 'AirPods'),
  l('平板', '平板', 'Tablet', 'Tableta', 'Tablette'),
];
