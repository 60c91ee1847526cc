/**
 * The catalog's wire shapes (docs/api-contract.md), each declared once as a schema: the client
 * checks every answer against it and the type is inferred from it. Money in fen, times ISO 8601.
 */
import { GoodsChoicesSchema, MoneySchema, MY_COUPON_STATUSES, RentUnitSchema, v, WholeSchema } from '@rental/shared';

/** A goods row in any list (contract `GoodsSummary`); money in fen, tags already localized. */
const GoodsSummarySchema = v.object({
  id: WholeSchema,
  name: v.string(),
  thumb: v.string(),
  tags: v.array(v.string()),
  rentFrom: MoneySchema,
  rentUnit: RentUnitSchema,
  marketPrice: MoneySchema,
  isNew: v.boolean(),
  categoryId: WholeSchema,
  brand: v.string(),
});
export type GoodsSummary = v.InferOutput<typeof GoodsSummarySchema>;
export const GoodsListSchema = v.array(GoodsSummarySchema);

/** One page of a list (contract `Page<T>`), as `GET /api/goods/list` answers it. */
export const GoodsPageSchema = v.object({
  list: GoodsListSchema,
  total: WholeSchema,
  pageNum: WholeSchema,
  pageSize: WholeSchema,
  hasMore: v.boolean(),
});
export type GoodsPage = v.InferOutput<typeof GoodsPageSchema>;

/** What `GET /api/goods/list` takes. */
export interface GoodsListQuery {
  categoryId?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export const BannerListSchema = v.array(
  v.object({
    id: WholeSchema,
    image: v.string(),
    title: v.string(),
    /** An app route such as `pages/commodityDetails/commodityDetails?id=1001`. */
    link: v.string(),
  }),
);
export type Banner = v.InferOutput<typeof BannerListSchema>[number];

export const HomeIconListSchema = v.array(
  v.object({ id: WholeSchema, name: v.string(), icon: v.string(), link: v.string() }),
);
export type HomeIcon = v.InferOutput<typeof HomeIconListSchema>[number];

export type CouponType = 'cash' | 'discount' | 'full_reduction' | 'first_period_free' | 'free_days';

const HomeCouponSchema = v.object({
  id: WholeSchema,
  name: v.string(),
  /** Fen for cash and full_reduction, percent paid for discount (90 = 10% off), days for free_days. */
  value: v.number(),
  threshold: MoneySchema,
  /** Kept open: a type this build doesn't know yet still shows, by its name. */
  type: v.string(),
  /**
   * The caller's state, as in the coupon center; absent from a server that does not send it, and
   * then the strip offers "claim" and the coupon center tells.
   */
  stockLeft: v.optional(WholeSchema),
  claimed: v.optional(v.boolean()),
  mine: v.optional(v.nullable(v.picklist(MY_COUPON_STATUSES))),
});
export type HomeCoupon = v.InferOutput<typeof HomeCouponSchema>;

export const CouponGoodsSchema = v.object({
  title: v.string(),
  coupons: v.array(HomeCouponSchema),
  goods: GoodsListSchema,
});
export type CouponGoods = v.InferOutput<typeof CouponGoodsSchema>;

export const TagSectionListSchema = v.array(
  v.object({ tagId: v.union([v.string(), v.number()]), tagName: v.string(), goods: GoodsListSchema }),
);
export type TagSection = v.InferOutput<typeof TagSectionListSchema>[number];

export type DictionaryType = 'goods_tag' | 'rent_unit' | 'goods_condition' | 'order_status' | 'tag_section';

const LabelledSchema = v.object({ value: v.string(), label: v.string() });
export const DictionarySchema = v.array(LabelledSchema);
export type DictionaryItem = v.InferOutput<typeof LabelledSchema>;

const SpecGroupSchema = v.object({ key: v.string(), name: v.string(), values: v.array(LabelledSchema) });
export type SpecGroup = v.InferOutput<typeof SpecGroupSchema>;

export const GoodsDetailSchema = v.object({
  ...GoodsSummarySchema.entries,
  model: v.string(),
  images: v.array(v.string()),
  detailHtml: v.string(),
  specGroups: v.array(SpecGroupSchema),
  ...GoodsChoicesSchema.entries,
  rentalNotes: v.array(v.string()),
});
export type GoodsDetail = v.InferOutput<typeof GoodsDetailSchema>;

export const HotKeysSchema = v.array(v.string());
