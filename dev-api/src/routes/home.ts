import type { BannerText } from '../art/banner';
import { tr, type Lang } from '../i18n/lang';
import { moneyShort } from '../i18n/money';
import { couponName } from '../data/coupon-name';
import { requireGoods } from '../data/catalog';
import { toSummary } from '../data/goods-view';
import { BANNERS, PLATFORM, type BannerSeed } from '../data/home-banners';
import { COUPON_DEFS } from '../data/coupons';
import { COUPON_GOODS, COUPONS, ICONS, TAG_SECTIONS } from '../data/home';
import type { ApiRoute } from '../http/router';
import { claimStates } from './coupon';

/** The money coupons of the home pack, largest first: the coupon banner's amounts. */
const PACK_AMOUNTS = COUPONS.filter((c) => c.type !== 'discount')
  .map((c) => c.value)
  .sort((a, b) => b - a);

/**
 * A banner's words in `lang`, the same in its API answer and its picture: the lowest rent of its goods,
 * or the largest coupon of the pack, written as that language writes money.
 */
export function bannerText(banner: BannerSeed, lang: Lang): BannerText {
  const vars = {
    price: banner.goodsId === null ? '' : moneyShort(requireGoods(banner.goodsId).rentFrom, lang),
    amount: moneyShort(PACK_AMOUNTS[0] ?? 0, lang),
  };
  return { title: tr(banner.title, lang), subtitle: tr(banner.subtitle, lang, vars), cta: tr(banner.cta, lang) };
}

/** The amounts drawn on the coupon banner's tickets, smallest first. */
export const ticketAmounts = (lang: Lang): string[] =>
  PACK_AMOUNTS.slice(0, 2)
    .reverse()
    .map((fen) => moneyShort(fen, lang));

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
        ...bannerText(banner, lang),
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
            name: couponName(coupon, lang),
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
