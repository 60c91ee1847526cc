import { inPlaceLoading as options, useStartWithAhead } from '@rental/shared';
import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { bannersAhead, getBanners } from '../../api/get-banners';
import { couponGoodsAhead, getCouponGoods } from '../../api/get-coupon-goods';
import { dictionaryAhead, getDictionary } from '../../api/get-dictionary';
import { getIcons, iconsAhead } from '../../api/get-icons';
import { getTagGoods, tagGoodsAhead } from '../../api/get-tag-goods';
import { labelMap } from '../../lib/label-map';

/**
 * The home page's four sections, each loaded on its own so one failure never blanks the page; the
 * shell fetches them while this code downloads, and the first render shows those already in.
 */
export function useHomeData() {
  const banners = useRequest(getBanners, { ...options, ...useStartWithAhead(bannersAhead) });
  const icons = useRequest(getIcons, { ...options, ...useStartWithAhead(iconsAhead) });
  const coupons = useRequest(getCouponGoods, { ...options, ...useStartWithAhead(couponGoodsAhead) });
  const tags = useRequest(getTagGoods, { ...options, ...useStartWithAhead(tagGoodsAhead) });
  // A section's id is a `tag_section` dictionary value; the dictionary names it in the UI language.
  const { i18n } = useTranslation();
  const tagDictionary = useRequest(() => getDictionary('tag_section'), {
    refreshDeps: [i18n.language],
    ...useStartWithAhead(() => dictionaryAhead('tag_section')),
  });

  /** Pull-down refresh: reloads every section; resolves to whether any of them failed. */
  const refreshAll = async (): Promise<boolean> => {
    const results = await Promise.allSettled([banners, icons, coupons, tags].map((r) => r.refreshAsync()));
    return results.some((r) => r.status === 'rejected');
  };

  return { banners, icons, coupons, tags, tagLabels: labelMap(tagDictionary.data), refreshAll };
}
