import type { L10n } from '../i18n/lang';

export type DeviceKind =
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'handheld'
  | 'console'
  | 'camera'
  | 'action'
  | 'earbuds'
  | 'headphones'
  | 'watch'
  | 'drone';

export interface CategorySeed {
  id: number;
  slug: string;
  parentId: number | null;
  glyph: DeviceKind;
  tint: string;
  name: L10n;
}

const top = (id: number, slug: string, glyph: DeviceKind, tint: string, name: L10n): CategorySeed => ({
  id,
  slug,
  parentId: null,
  glyph,
  tint,
  name,
});

const sub = (
  id: number,
  parentId: number,
  slug: string,
  glyph: DeviceKind,
  tint: string,
  name: L10n,
): CategorySeed => ({
  id,
  slug,
  parentId,
  glyph,
  tint,
  name,
});

export const CATEGORIES: readonly CategorySeed[] = [
  top(1, 'phones', 'phone', '#ff6a3d', {
    'zh-CN': '手机',
    'zh-TW': '手機',
    en: 'Phones',
    es: 'Móviles',
    fr: 'Téléphones',
  }),
  sub(101, 1, 'phones-apple', 'phone', '#5b6b82', {
    'zh-CN': '苹果',
    'zh-TW': '蘋果',
    en: 'Apple',
    es: 'Apple',
    fr: 'Apple',
  }),
  sub(102, 1, 'phones-huawei', 'phone', '#d7262e', {
    'zh-CN': '华为',
    'zh-TW': '華為',
    en: 'Huawei',
    es: 'Huawei',
    fr: 'Huawei',
  }),
  sub(103, 1, 'phones-xiaomi', 'phone', '#ff6900', {
    'zh-CN': '小米',
    'zh-TW': '小米',
    en: 'Xiaomi',
    es: 'Xiaomi',
    fr: 'Xiaomi',
  }),
  sub(104, 1, 'phones-samsung', 'phone', '#1f4ed8', {
    'zh-CN': '三星',
    'zh-TW': '三星',
    en: 'Samsung',
    es: 'Samsung',
    fr: 'Samsung',
  }),
  sub(105, 1, 'phones-more', 'phone', '#0f9d76', {
    'zh-CN': 'OPPO / vivo / 荣耀',
    'zh-TW': 'OPPO / vivo / 榮耀',
    en: 'OPPO / vivo / Honor',
    es: 'OPPO / vivo / Honor',
    fr: 'OPPO / vivo / Honor',
  }),
  top(2, 'tablets', 'tablet', '#7c5cff', {
    'zh-CN': '平板电脑',
    'zh-TW': '平板電腦',
    en: 'Tablets',
    es: 'Tabletas',
    fr: 'Tablettes',
  }),
  sub(201, 2, 'tablets-ipad', 'tablet', '#5b6b82', {
    'zh-CN': 'iPad',
    'zh-TW': 'iPad',
    en: 'iPad',
    es: 'iPad',
    fr: 'iPad',
  }),
  sub(202, 2, 'tablets-android', 'tablet', '#16a34a', {
    'zh-CN': '安卓平板',
    'zh-TW': 'Android 平板',
    en: 'Android tablets',
    es: 'Tabletas Android',
    fr: 'Tablettes Android',
  }),
  top(3, 'laptops', 'laptop', '#2f7cf6', {
    'zh-CN': '笔记本电脑',
    'zh-TW': '筆記型電腦',
    en: 'Laptops',
    es: 'Portátiles',
    fr: 'Ordinateurs portables',
  }),
  sub(301, 3, 'laptops-mac', 'laptop', '#5b6b82', {
    'zh-CN': 'MacBook',
    'zh-TW': 'MacBook',
    en: 'MacBook',
    es: 'MacBook',
    fr: 'MacBook',
  }),
  sub(302, 3, 'laptops-windows', 'laptop', '#0078d4', {
    'zh-CN': '轻薄本 / 游戏本',
    'zh-TW': '輕薄筆電 / 電競筆電',
    en: 'Ultrabooks & gaming',
    es: 'Ultraligeros y gaming',
    fr: 'Ultraportables et gaming',
  }),
  top(4, 'consoles', 'handheld', '#e60012', {
    'zh-CN': '游戏机',
    'zh-TW': '遊戲機',
    en: 'Game consoles',
    es: 'Consolas',
    fr: 'Consoles de jeu',
  }),
  sub(401, 4, 'consoles-nintendo', 'handheld', '#e60012', {
    'zh-CN': '任天堂',
    'zh-TW': '任天堂',
    en: 'Nintendo',
    es: 'Nintendo',
    fr: 'Nintendo',
  }),
  sub(402, 4, 'consoles-home', 'console', '#1d4ed8', {
    'zh-CN': 'PlayStation / Xbox',
    'zh-TW': 'PlayStation / Xbox',
    en: 'PlayStation / Xbox',
    es: 'PlayStation / Xbox',
    fr: 'PlayStation / Xbox',
  }),
  sub(403, 4, 'consoles-pc-handheld', 'handheld', '#1b2838', {
    'zh-CN': '掌机',
    'zh-TW': '掌機',
    en: 'PC handhelds',
    es: 'Portátiles PC',
    fr: 'Consoles PC portables',
  }),
  top(5, 'cameras', 'camera', '#f59e0b', {
    'zh-CN': '相机',
    'zh-TW': '相機',
    en: 'Cameras',
    es: 'Cámaras',
    fr: 'Appareils photo',
  }),
  sub(501, 5, 'cameras-mirrorless', 'camera', '#1f2937', {
    'zh-CN': '微单相机',
    'zh-TW': '無反相機',
    en: 'Mirrorless',
    es: 'Sin espejo',
    fr: 'Hybrides',
  }),
  sub(502, 5, 'cameras-compact', 'camera', '#6b7280', {
    'zh-CN': '便携 / Vlog',
    'zh-TW': '便攜 / Vlog',
    en: 'Compact & vlog',
    es: 'Compactas y vlog',
    fr: 'Compacts et vlog',
  }),
  sub(503, 5, 'cameras-action', 'action', '#0ea5e9', {
    'zh-CN': '运动相机',
    'zh-TW': '運動相機',
    en: 'Action cameras',
    es: 'Cámaras de acción',
    fr: "Caméras d'action",
  }),
  top(6, 'audio', 'headphones', '#ec4899', {
    'zh-CN': '耳机音频',
    'zh-TW': '耳機音訊',
    en: 'Audio',
    es: 'Audio',
    fr: 'Audio',
  }),
  sub(601, 6, 'audio-earbuds', 'earbuds', '#ec4899', {
    'zh-CN': '真无线耳机',
    'zh-TW': '真無線耳機',
    en: 'Earbuds',
    es: 'Auriculares in-ear',
    fr: 'Écouteurs',
  }),
  sub(602, 6, 'audio-headphones', 'headphones', '#8b5cf6', {
    'zh-CN': '头戴耳机',
    'zh-TW': '頭戴耳機',
    en: 'Headphones',
    es: 'Cascos',
    fr: 'Casques',
  }),
  top(7, 'watches', 'watch', '#10b981', {
    'zh-CN': '智能手表',
    'zh-TW': '智慧手錶',
    en: 'Smart watches',
    es: 'Relojes inteligentes',
    fr: 'Montres connectées',
  }),
  sub(701, 7, 'watches-apple', 'watch', '#5b6b82', {
    'zh-CN': 'Apple Watch',
    'zh-TW': 'Apple Watch',
    en: 'Apple Watch',
    es: 'Apple Watch',
    fr: 'Apple Watch',
  }),
  sub(702, 7, 'watches-more', 'watch', '#059669', {
    'zh-CN': '运动手表',
    'zh-TW': '運動手錶',
    en: 'Sports watches',
    es: 'Relojes deportivos',
    fr: 'Montres sport',
  }),
  top(8, 'drones', 'drone', '#0891b2', {
    'zh-CN': '无人机',
    'zh-TW': '無人機',
    en: 'Drones',
    es: 'Drones',
    fr: 'Drones',
  }),
  sub(801, 8, 'drones-aerial', 'drone', '#0891b2', {
    'zh-CN': '航拍无人机',
    'zh-TW': '空拍機',
    en: 'Camera drones',
    es: 'Drones con cámara',
    fr: 'Drones photo',
  }),
  sub(802, 8, 'drones-fpv', 'drone', '#334155', {
    'zh-CN': '穿越机',
    'zh-TW': '穿越機',
    en: 'FPV drones',
    es: 'Drones FPV',
    fr: 'Drones FPV',
  }),
];

export function categoryIcon(category: CategorySeed): string {
  return `/static/category/${category.slug}.svg`;
}

export function descendantIds(id: number): Set<number> {
  const ids = new Set([id]);
  for (const category of CATEGORIES) if (category.parentId !== null && ids.has(category.parentId)) ids.add(category.id);
  return ids;
}
