import { prefetchBanners } from '../../api/get-banners';
import { prefetchCouponGoods } from '../../api/get-coupon-goods';
import { prefetchDictionary } from '../../api/get-dictionary';
import { prefetchIcons } from '../../api/get-icons';
import { prefetchTagGoods } from '../../api/get-tag-goods';

/** The calls `useHomeData` makes first, started while the home page's code is still downloading. */
export function prefetchHome(): void {
  prefetchBanners();
  prefetchIcons();
  prefetchCouponGoods();
  prefetchTagGoods();
  prefetchDictionary('tag_section');
}
