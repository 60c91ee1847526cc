/** The goods as the confirm page reads it (`GET /api/goods/{id}`): SKUs, terms and services. */
export interface GoodsSku {
  skuId: number;
  specText: string;
  term: number;
  termUnit: 'day' | 'month';
  periods: number;
  dailyRent: number;
  periodRent: number;
  totalRent: number;
  deposit: number;
  stock: number;
  image: string;
}

export interface GoodsService {
  id: number;
  name: string;
  price: number;
  payMode: 'once' | 'perPeriod';
  required: boolean;
}

/** What the confirm page needs of a goods: its name, picture, category, SKUs, terms and services. */
export interface OrderGoodsInfo {
  id: number;
  name: string;
  thumb: string;
  categoryId: number;
  termOptions: { value: number; unit: 'day' | 'month'; label: string }[];
  skus: GoodsSku[];
  services: GoodsService[];
}
