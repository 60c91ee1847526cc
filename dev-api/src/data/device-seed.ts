import type { DeviceKind } from './categories';
import type { BrandKey } from './brands';
import type { ColorKey } from './colors';
import type { ConditionKey, GroupKey, SpecLabelKey, TagKey, VariantLabelKey } from './goods-texts';
import type { ServiceKey } from './services';

export interface VariantSeed {
  value: string;
  /** Plain text (e.g. "256GB") or a key of a localized label. */
  label: string | { key: VariantLabelKey };
  /** Added to the market price, in fen. */
  extra: number;
}

export interface DeviceSeed {
  id: number;
  categoryId: number;
  kind: DeviceKind;
  /** Drawing hint for the generated product shots. */
  style: string;
  brand: BrandKey;
  name: string;
  model: string;
  colors: ColorKey[];
  variantGroup?: Exclude<GroupKey, 'color' | 'condition'>;
  variants?: VariantSeed[];
  conditions: ConditionKey[];
  marketPrice: number;
  rentBasis: 'month' | 'day';
  /** Rent in fen per month on the longest monthly term, or per day on the shortest daily term. */
  baseRent: number;
  terms?: number[];
  tags: TagKey[];
  /** Extra words renters search by ("PS5"). */
  keywords?: string[];
  isNew: boolean;
  specs: Partial<Record<SpecLabelKey, string>>;
  services: { key: ServiceKey; required: boolean }[];
}

export const yuan = (amount: number): number => Math.round(amount * 100);

export const variant = (value: string, label: VariantSeed['label'], extraYuan: number): VariantSeed => ({
  value,
  label,
  extra: yuan(extraYuan),
});

export const storage = (...options: [string, number][]): VariantSeed[] =>
  options.map(([label, extra]) => variant(label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label, extra));

export const PHONE_SERVICES: DeviceSeed['services'] = [
  { key: 'accident', required: true },
  { key: 'screen', required: false },
];
