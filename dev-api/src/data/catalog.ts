import { allLangs } from '../i18n/lang';
import { BRANDS } from './brands';
import { CATEGORIES } from './categories';
import type { DeviceSeed, VariantSeed } from './device-seed';
import { CAMERAS } from './devices-cameras';
import { CONSOLES } from './devices-consoles';
import { DRONES } from './devices-drones';
import { LAPTOPS } from './devices-laptops';
import { ANDROID_PHONES } from './devices-phones-android';
import { APPLE_PHONES } from './devices-phones-apple';
import { TABLETS } from './devices-tablets';
import { WEARABLES } from './devices-wearables';
import { TAGS, type ConditionKey } from './goods-texts';
import { priceSku, seededStock, type SkuPrice } from './pricing';
import type { ColorKey } from './colors';

export interface SkuRecord extends SkuPrice {
  skuId: number;
  goodsId: number;
  color: ColorKey;
  variant: VariantSeed | null;
  condition: ConditionKey;
  term: number;
  termUnit: 'day' | 'month';
  stock: number;
  image: string;
}

export interface GoodsRecord {
  seed: DeviceSeed;
  topCategoryId: number;
  thumb: string;
  images: string[];
  terms: number[];
  skus: SkuRecord[];
  rentFrom: number;
  marketPrice: number;
  searchText: string;
}

export const DEVICES: readonly DeviceSeed[] = [
  ...APPLE_PHONES,
  ...ANDROID_PHONES,
  ...TABLETS,
  ...LAPTOPS,
  ...CONSOLES,
  ...CAMERAS,
  ...DRONES,
  ...WEARABLES,
];

export const goodsImage = (id: number, view: string): string => `/static/goods/${id}/${view}.svg`;

function defaultTerms(unit: 'day' | 'month'): number[] {
  return unit === 'month' ? [3, 6, 12] : [7, 15, 30];
}

function buildSkus(seed: DeviceSeed, terms: number[]): SkuRecord[] {
  const variants: (VariantSeed | null)[] = seed.variants?.length ? seed.variants : [null];
  const skus: SkuRecord[] = [];
  for (const color of seed.colors)
    for (const variant of variants)
      for (const condition of seed.conditions)
        for (const term of terms) {
          const index = skus.length;
          const skuId = seed.id * 1000 + index + 1;
          const price = priceSku({
            unit: seed.rentBasis,
            term,
            baseRent: seed.baseRent,
            baseMarketPrice: seed.marketPrice,
            skuMarketPrice: seed.marketPrice + (variant?.extra ?? 0),
            condition,
          });
          skus.push({
            ...price,
            skuId,
            goodsId: seed.id,
            color,
            variant,
            condition,
            term,
            termUnit: seed.rentBasis,
            stock: seededStock(skuId, index),
            image: goodsImage(seed.id, color),
          });
        }
  return skus;
}

function searchTextOf(seed: DeviceSeed): string {
  const brand = BRANDS[seed.brand];
  const leaf = CATEGORIES.find((c) => c.id === seed.categoryId);
  const top = CATEGORIES.find((c) => c.id === leaf?.parentId);
  const parts = [
    seed.name,
    seed.model,
    brand.name,
    ...brand.aliases,
    ...(seed.keywords ?? []),
    ...seed.tags.flatMap((tag) => allLangs(TAGS[tag])),
  ];
  for (const category of [leaf, top]) if (category) parts.push(...allLangs(category.name));
  return parts.join('\n').toLowerCase();
}

function buildGoods(seed: DeviceSeed): GoodsRecord {
  const terms = seed.terms ?? defaultTerms(seed.rentBasis);
  const skus = buildSkus(seed, terms);
  const leaf = CATEGORIES.find((c) => c.id === seed.categoryId);
  if (!leaf) throw new Error(`goods ${seed.id}: unknown category ${seed.categoryId}`);
  const unitRents = skus.map((sku) => (seed.rentBasis === 'month' ? sku.periodRent : sku.dailyRent));
  const [firstColor, ...otherColors] = seed.colors;
  return {
    seed,
    topCategoryId: leaf.parentId ?? leaf.id,
    thumb: goodsImage(seed.id, firstColor ?? 'front'),
    images: [
      goodsImage(seed.id, firstColor ?? 'front'),
      goodsImage(seed.id, 'front'),
      goodsImage(seed.id, 'back'),
      ...otherColors.map((color) => goodsImage(seed.id, color)),
    ],
    terms,
    skus,
    rentFrom: Math.min(...unitRents),
    marketPrice: Math.min(...skus.map((sku) => sku.marketPrice)),
    searchText: searchTextOf(seed),
  };
}

export const CATALOG: readonly GoodsRecord[] = DEVICES.map(buildGoods);

export const GOODS_BY_ID: ReadonlyMap<number, GoodsRecord> = new Map(CATALOG.map((goods) => [goods.seed.id, goods]));

export function requireGoods(id: number): GoodsRecord {
  const goods = GOODS_BY_ID.get(id);
  if (!goods) throw new Error(`seed refers to unknown goods ${id}`);
  return goods;
}
