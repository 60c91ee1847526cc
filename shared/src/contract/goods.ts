import { array, boolean, object, picklist, record, string, type InferOutput } from 'valibot';
import { MoneySchema, WholeSchema } from './wire-types';

/** A goods' SKUs, terms and services as `GET /api/goods/{id}` answers them: the detail page and the confirm page read them. Money in fen. */

export const RentUnitSchema = picklist(['day', 'month']);
export type RentUnit = InferOutput<typeof RentUnitSchema>;

/** A service is paid once with the first installment, or with every period's rent. */
export const PayModeSchema = picklist(['once', 'perPeriod']);

export const TermOptionSchema = object({ value: WholeSchema, unit: RentUnitSchema, label: string() });
export type TermOption = InferOutput<typeof TermOptionSchema>;

/** One spec combination at one term: its rent, deposit, buyout and stock. */
export const SkuSchema = object({
  skuId: WholeSchema,
  goodsId: WholeSchema,
  specs: record(string(), string()),
  specText: string(),
  term: WholeSchema,
  termUnit: RentUnitSchema,
  periods: WholeSchema,
  dailyRent: MoneySchema,
  periodRent: MoneySchema,
  totalRent: MoneySchema,
  deposit: MoneySchema,
  buyoutPrice: MoneySchema,
  marketPrice: MoneySchema,
  stock: WholeSchema,
  image: string(),
});
export type Sku = InferOutput<typeof SkuSchema>;

/** An optional or required value-added service of a goods. */
export const GoodsServiceSchema = object({
  id: WholeSchema,
  name: string(),
  price: MoneySchema,
  payMode: PayModeSchema,
  required: boolean(),
  desc: string(),
});
export type GoodsService = InferOutput<typeof GoodsServiceSchema>;

/** What every goods answer carries of its choices. */
export const GoodsChoicesSchema = object({
  termOptions: array(TermOptionSchema),
  skus: array(SkuSchema),
  services: array(GoodsServiceSchema),
});
