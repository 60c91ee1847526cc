import { GoodsChoicesSchema, v, WholeSchema } from '@rental/shared';

/** What the confirm page needs of a goods (`GET /api/goods/{id}`; the detail answers more, dropped here). */
export const OrderGoodsInfoSchema = v.object({
  id: WholeSchema,
  name: v.string(),
  thumb: v.string(),
  categoryId: WholeSchema,
  ...GoodsChoicesSchema.entries,
});
export type OrderGoodsInfo = v.InferOutput<typeof OrderGoodsInfoSchema>;
