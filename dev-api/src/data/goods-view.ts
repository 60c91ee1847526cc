import { tr, type Lang } from '../i18n/lang';
import { ruleText } from '../i18n/rule-texts';
import { BRANDS } from './brands';
import type { GoodsRecord, SkuRecord } from './catalog';
import { COLORS } from './colors';
import { renderDetailHtml } from './detail-html';
import { CONDITIONS, GROUP_NAMES, TAGS, TERM_LABELS, VARIANT_LABELS, type GroupKey } from './goods-texts';
import type { VariantSeed } from './device-seed';
import { RENTAL_NOTES } from './rental-texts';
import { servicePrice } from './pricing';
import { SERVICES } from './services';

export interface GoodsSummary {
  id: number;
  name: string;
  thumb: string;
  tags: string[];
  rentFrom: number;
  rentUnit: 'day' | 'month';
  marketPrice: number;
  isNew: boolean;
  categoryId: number;
  brand: string;
}

export function toSummary(goods: GoodsRecord, lang: Lang): GoodsSummary {
  const { seed } = goods;
  return {
    id: seed.id,
    name: seed.name,
    thumb: goods.thumb,
    tags: seed.tags.map((tag) => tr(TAGS[tag], lang)),
    rentFrom: goods.rentFrom,
    rentUnit: seed.rentBasis,
    marketPrice: goods.marketPrice,
    isNew: seed.isNew,
    categoryId: seed.categoryId,
    brand: BRANDS[seed.brand].name,
  };
}

function variantLabel(variant: VariantSeed, lang: Lang): string {
  return typeof variant.label === 'string' ? variant.label : tr(VARIANT_LABELS[variant.label.key], lang);
}

function specGroups(goods: GoodsRecord, lang: Lang) {
  const { seed } = goods;
  const group = (key: GroupKey, values: { value: string; label: string }[]) => ({
    key,
    name: tr(GROUP_NAMES[key], lang),
    values,
  });
  const groups = [
    group(
      'color',
      seed.colors.map((color) => ({ value: color, label: tr(COLORS[color].name, lang) })),
    ),
  ];
  if (seed.variantGroup && seed.variants?.length)
    groups.push(
      group(
        seed.variantGroup,
        seed.variants.map((v) => ({ value: v.value, label: variantLabel(v, lang) })),
      ),
    );
  groups.push(
    group(
      'condition',
      seed.conditions.map((c) => ({ value: c, label: tr(CONDITIONS[c], lang) })),
    ),
  );
  return groups;
}

function termLabel(unit: 'day' | 'month', n: number, lang: Lang): string {
  return tr(TERM_LABELS[unit], lang, { n });
}

function toSku(goods: GoodsRecord, sku: SkuRecord, lang: Lang) {
  const { seed } = goods;
  const specs: Record<string, string> = { color: sku.color };
  const text = [tr(COLORS[sku.color].name, lang)];
  if (seed.variantGroup && sku.variant) {
    specs[seed.variantGroup] = sku.variant.value;
    text.push(variantLabel(sku.variant, lang));
  }
  specs.condition = sku.condition;
  text.push(tr(CONDITIONS[sku.condition], lang));
  return {
    skuId: sku.skuId,
    goodsId: sku.goodsId,
    specs,
    specText: text.join(' / '),
    term: sku.term,
    termUnit: sku.termUnit,
    periods: sku.periods,
    dailyRent: sku.dailyRent,
    periodRent: sku.periodRent,
    totalRent: sku.totalRent,
    deposit: sku.deposit,
    buyoutPrice: sku.buyoutPrice,
    marketPrice: sku.marketPrice,
    stock: sku.stock,
    image: sku.image,
  };
}

export function toDetail(goods: GoodsRecord, lang: Lang) {
  const { seed } = goods;
  return {
    ...toSummary(goods, lang),
    model: seed.model,
    images: goods.images,
    detailHtml: renderDetailHtml(goods, lang),
    specGroups: specGroups(goods, lang),
    termOptions: goods.terms.map((n) => ({
      value: n,
      unit: seed.rentBasis,
      label: termLabel(seed.rentBasis, n, lang),
    })),
    skus: goods.skus.map((sku) => toSku(goods, sku, lang)),
    services: seed.services.map(({ key, required }) => {
      const def = SERVICES[key];
      return {
        id: def.id,
        name: tr(def.name, lang),
        price: servicePrice(goods.marketPrice, def),
        payMode: def.payMode,
        required,
        desc: tr(def.desc, lang),
      };
    }),
    rentalNotes: RENTAL_NOTES[seed.rentBasis].map((note) => ruleText(note, lang)),
  };
}
