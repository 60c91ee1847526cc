import { inPlaceLoading as options, unlessCancelled } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getBanners } from '../../api/get-banners';
import { getCouponGoods } from '../../api/get-coupon-goods';
import { getDictionary } from '../../api/get-dictionary';
import { getIcons } from '../../api/get-icons';
import { getTagGoods } from '../../api/get-tag-goods';
import { labelMap } from './label-map';

/** The home page's four sections, each loaded on its own so one failure never blanks the page. */
export function useHomeData() {
  const banners = useRequest(getBanners, options);
  const icons = useRequest(getIcons, options);
  const coupons = useRequest(getCouponGoods, options);
  const tags = useRequest(getTagGoods, options);
  // A section's id is a `tag_section` dictionary value; the dictionary names it in the UI language.
  const { i18n } = useTranslation();
  const tagDictionary = useRequest(() => getDictionary('tag_section'), { refreshDeps: [i18n.language] });

  /**
   * Pull-down refresh: reloads every section; resolves to whether any of them failed. A section's
   * refresh superseded by a newer one (back online, its retry) has not failed: the newer one shows.
   */
  const refreshAll = async (): Promise<boolean> => {
    const sections = [banners, icons, coupons, tags];
    const results = await Promise.allSettled(sections.map((r) => unlessCancelled<unknown>(r.refreshAsync())));
    return results.some((r) => r.status === 'rejected');
  };

  return { banners, icons, coupons, tags, tagLabels: labelMap(tagDictionary.data), refreshAll };
}
