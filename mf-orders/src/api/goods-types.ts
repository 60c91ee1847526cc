import { MoneySchema, v, WholeSchema } from '@rental/shared';

/** The goods as the confirm page reads it (`GET /api/goods/{id}`): SKUs, terms and services. */

export const RentUnitSchema = v.picklist(['day', 'month']);
export const PayModeSchema = v.picklist(['once', 'perPeriod']);

const GoodsSkuSchema = v.object({
  skuId: WholeSchema,
  specText: v.string(),
  term: WholeSchema,
  termUnit: RentUnitSchema,
  periods: WholeSchema,
  dailyRent: MoneySchema,
  periodRent: MoneySchema,
  totalRent: MoneySchema,
  deposit: MoneySchema,
  stock: WholeSchema,
  image: v.string(),
});
export type GoodsSku = v.InferOutput<typeof GoodsSkuSchema>;

const GoodsServiceSchema = v.object({
  id: WholeSchema,
  name: v.string(),
  price: MoneySchema,
  payMode: PayModeSchema,
  required: v.boolean(),
});
export type GoodsService = v.InferOutput<typeof GoodsServiceSchema>;

/** What the confirm page needs of a goods (the detail answers more, dropped here). */
export const OrderGoodsInfoSchema = v.object({
  id: WholeSchema,
  name: v.string(),
  thumb: v.string(),
  categoryId: WholeSchema,
  termOptions: v.array(v.object({ value: WholeSchema, unit: RentUnitSchema, label: v.string() })),
  skus: v.array(GoodsSkuSchema),
  services: v.array(GoodsServiceSchema),
});
export type OrderGoodsInfo = v.InferOutput<typeof OrderGoodsInfoSchema>;
