/** The catalog shapes of the dev API (docs/api-contract.md). Money in fen, times ISO 8601. */
import type { MyCouponStatus } from '@rental/shared';

export type RentUnit = 'day' | 'month';

/** A goods row in any list (contract `GoodsSummary`); money in fen, tags already localized. */
export interface GoodsSummary {
  id: number;
  name: string;
  thumb: string;
  tags: string[];
  rentFrom: number;
  rentUnit: RentUnit;
  marketPrice: number;
  isNew: boolean;
  categoryId: number;
  brand: string;
}

/** One page of a list (contract `Page<T>`), as `GET /api/goods/list` answers it. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

/** What `GET /api/goods/list` takes. */
export interface GoodsListQuery {
  categoryId?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export interface Banner {
  id: number;
  image: string;
  title: string;
  /** An app route such as `pages/commodityDetails/commodityDetails?id=1001`. */
  link: string;
}

export interface HomeIcon {
  id: number;
  name: string;
  icon: string;
  link: string;
}

export type CouponType = 'cash' | 'discount' | 'full_reduction' | 'first_period_free' | 'free_days';

export interface HomeCoupon {
  id: number;
  name: string;
  /** Fen for cash and full_reduction, percent paid for discount (90 = 10% off), days for free_days. */
  value: number;
  threshold: number;
  /** Kept open: a type this build doesn't know yet still shows, by its name. */
  type: CouponType | (string & {});
  /**
   * The caller's state, as in the coupon center; absent from a server that does not send it, and
   * then the strip offers "claim" and the coupon center tells.
   */
  stockLeft?: number;
  claimed?: boolean;
  mine?: MyCouponStatus | null;
}

export interface CouponGoods {
  title: string;
  coupons: HomeCoupon[];
  goods: GoodsSummary[];
}

export interface TagSection {
  tagId: string | number;
  tagName: string;
  goods: GoodsSummary[];
}

export type DictionaryType = 'goods_tag' | 'rent_unit' | 'goods_condition' | 'order_status' | 'tag_section';

export interface DictionaryItem {
  value: string;
  label: string;
}

export interface SpecValue {
  value: string;
  label: string;
}

export interface SpecGroup {
  key: string;
  name: string;
  values: SpecValue[];
}

export interface TermOption {
  value: number;
  unit: RentUnit;
  label: string;
}

export interface Sku {
  skuId: number;
  goodsId: number;
  specs: Record<string, string>;
  specText: string;
  term: number;
  termUnit: RentUnit;
  periods: number;
  dailyRent: number;
  periodRent: number;
  totalRent: number;
  deposit: number;
  buyoutPrice: number;
  marketPrice: number;
  stock: number;
  image: string;
}

export interface ValueAddedService {
  id: number;
  name: string;
  price: number;
  payMode: 'once' | 'perPeriod';
  required: boolean;
  desc: string;
}

export interface GoodsDetail extends GoodsSummary {
  model: string;
  images: string[];
  detailHtml: string;
  specGroups: SpecGroup[];
  termOptions: TermOption[];
  skus: Sku[];
  services: ValueAddedService[];
  rentalNotes: string[];
}
