import { l10n, type L10n } from '../i18n/lang';

const l = l10n;

export const PLATFORM = {
  title: l('优品租机', '優品租機', 'Youpin Rent', 'Youpin Rent', 'Youpin Rent'),
  customerPhone: '400-820-8820',
  serviceHours: '09:00–21:00',
  cos: '/static',
  features: { testAuth: true },
};

export interface BannerSeed {
  id: number;
  slug: string;
  link: string;
  /** Goods drawn on the banner and whose lowest rent fills `{price}`; none for the coupon banner. */
  goodsId: number | null;
  theme: [string, string];
  title: L10n;
  subtitle: L10n;
  cta: L10n;
}

const RENT_NOW = l('立即租', '立即租', 'Rent now', 'Alquilar', 'Louer');

export const BANNERS: BannerSeed[] = [
  {
    id: 1,
    slug: 'iphone-16-pro',
    goodsId: 1001,
    theme: ['#1c1c24', '#6b5a4b'],
    link: 'pages/commodityDetails/commodityDetails?id=1001',
    title: l(
      'iPhone 16 Pro 新品首发',
      'iPhone 16 Pro 新品首發',
      'iPhone 16 Pro is here',
      'Llega el iPhone 16 Pro',
      "L'iPhone 16 Pro est là",
    ),
    subtitle: l(
      '信用免押 · 月租 {price} 起',
      '信用免押 · 月租 {price} 起',
      'Deposit-free · from {price}/month',
      'Sin depósito · desde {price}/mes',
      'Sans caution · dès {price}/mois',
    ),
    cta: RENT_NOW,
  },
  {
    id: 2,
    slug: 'back-to-school',
    goodsId: 2002,
    theme: ['#5b4bff', '#a78bfa'],
    link: 'pages/classify/classify?categoryId=2',
    title: l(
      '开学季 · 平板专场',
      '開學季 · 平板專場',
      'Back to school: tablets',
      'Vuelta a clase: tabletas',
      'Rentrée : tablettes',
    ),
    subtitle: l(
      'iPad Air 月租 {price} 起',
      'iPad Air 月租 {price} 起',
      'iPad Air from {price}/month',
      'iPad Air desde {price}/mes',
      'iPad Air dès {price}/mois',
    ),
    cta: l('去看看', '去看看', 'Browse', 'Ver más', 'Découvrir'),
  },
  {
    id: 3,
    slug: 'new-user-coupons',
    goodsId: null,
    theme: ['#ff5a36', '#ff9f43'],
    link: 'pages/coupon/coupon',
    title: l('新人专享券包', '新人專享券包', 'Welcome coupon pack', 'Cupones de bienvenida', 'Coupons de bienvenue'),
    subtitle: l(
      '首单最高立减 {amount}',
      '首單最高立減 {amount}',
      'Up to {amount} off your first order',
      'Hasta {amount} menos en tu 1.er pedido',
      "Jusqu'à {amount} offerts à la 1re commande",
    ),
    cta: l('立即领取', '立即領取', 'Claim now', 'Obtener', 'Récupérer'),
  },
  {
    id: 4,
    slug: 'dji-travel',
    goodsId: 8001,
    theme: ['#0e7490', '#67e8f9'],
    link: 'pages/commodityDetails/commodityDetails?id=8001',
    title: l(
      '带上大疆去旅行',
      '帶上大疆去旅行',
      'Take a DJI on your trip',
      'Llévate un DJI de viaje',
      'Partez avec un DJI',
    ),
    subtitle: l(
      'Mini 4 Pro 日租 {price} 起',
      'Mini 4 Pro 日租 {price} 起',
      'Mini 4 Pro from {price}/day',
      'Mini 4 Pro desde {price}/día',
      'Mini 4 Pro dès {price}/jour',
    ),
    cta: RENT_NOW,
  },
];
