import { tr, type Lang } from '../i18n/lang';
import { requireGoods } from '../data/catalog';
import { toSummary } from '../data/goods-view';
import { BANNERS, PLATFORM, type BannerSeed } from '../data/home-banners';
import { COUPON_DEFS } from '../data/coupons';
import { COUPON_GOODS, COUPONS, ICONS, TAG_SECTIONS } from '../data/home';
import type { ApiRoute } from '../http/router';
import { claimStates } from './coupon';

const formatYuan = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

/** The lowest rent of the banner's goods, written into its subtitle and image. */
export function bannerPrice(banner: BannerSeed): string {
  return banner.goodsId === null ? '' : formatYuan(requireGoods(banner.goodsId).rentFrom);
}

export const bannerImage = (banner: BannerSeed, lang: Lang): string => `/static/banner/${banner.slug}.${lang}.svg`;

export const HOME_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/index/platform',
    handler: ({ lang }) => ({
      title: tr(PLATFORM.title, lang),
      customerPhone: PLATFORM.customerPhone,
      serviceHours: PLATFORM.serviceHours,
      cos: PLATFORM.cos,
      features: { ...PLATFORM.features },
    }),
  },
  {
    method: 'GET',
    path: '/api/index/banner',
    handler: ({ lang }) =>
      BANNERS.map((banner) => ({
        id: banner.id,
        image: bannerImage(banner, lang),
        title: tr(banner.title, lang),
        subtitle: tr(banner.subtitle, lang, { price: bannerPrice(banner) }),
        link: banner.link,
      })),
  },
  {
    method: 'GET',
    path: '/api/index/icon',
    handler: ({ lang }) =>
      ICONS.map((icon) => ({ id: icon.id, name: tr(icon.name, lang), icon: icon.icon, link: icon.link })),
  },
  {
    method: 'GET',
    path: '/api/index/coupon/goods',
    handler: (ctx) => {
      const { lang } = ctx;
      const stateOf = claimStates(ctx, ctx.server.clock.now());
      return {
        title: tr(COUPON_GOODS.title, lang),
        // Each with the caller's state, so the strip offers "claim" only to whoever can still claim.
        coupons: COUPONS.map((coupon) => {
          const def = COUPON_DEFS.find((d) => d.id === coupon.id);
          return {
            id: coupon.id,
            name: tr(coupon.name, lang),
            value: coupon.value,
            threshold: coupon.threshold,
            type: coupon.type,
            ...(def ? stateOf(def) : {}),
          };
        }),
        goods: COUPON_GOODS.goodsIds.map((id) => toSummary(requireGoods(id), lang)),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/index/tag/goods',
    handler: ({ lang }) =>
      TAG_SECTIONS.map((section) => ({
        tagId: section.tagId,
        tagName: tr(section.name, lang),
        goods: section.goodsIds.map((id) => toSummary(requireGoods(id), lang)),
      })),
  },
];
