import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRANDS, type BrandKey } from '../data/brands';
import { CATEGORIES, type DeviceKind } from '../data/categories';
import { DEVICES, GOODS_BY_ID } from '../data/catalog';
import { COLORS } from '../data/colors';
import type { DeviceSeed } from '../data/device-seed';
import { BANNERS } from '../data/home-banners';
import { LANGS } from '../i18n/lang';
import { bannerText, ticketAmounts } from '../routes/home';
import { earbudsArt, headphonesArt } from './audio';
import { bannerSvg } from './banner';
import { actionArt, cameraArt } from './camera';
import { consoleArt, handheldArt } from './console';
import { droneArt } from './drone';
import { avatarSvg, glyphSvg } from './glyphs';
import { laptopArt } from './laptop';
import { phoneArt } from './phone';
import { productShot } from './scene';
import type { DeviceArt, Paint } from './svg';
import { tabletArt } from './tablet';
import { watchArt } from './watch';

const ART: Record<DeviceKind, (brand: BrandKey) => DeviceArt> = {
  phone: phoneArt,
  tablet: tabletArt,
  laptop: laptopArt,
  handheld: handheldArt,
  console: consoleArt,
  camera: cameraArt,
  action: actionArt,
  earbuds: earbudsArt,
  headphones: headphonesArt,
  watch: watchArt,
  drone: droneArt,
};

function paintOf(seed: DeviceSeed, color: keyof typeof COLORS, id: string): Paint {
  return { id, color: COLORS[color].hex, style: seed.style, palette: BRANDS[seed.brand].palette };
}

function write(root: string, rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Writes every seed image the catalog and home data point at; returns the relative paths written. */
export function generateAssets(root: string): string[] {
  for (const dir of ['goods', 'banner', 'category', 'icon', 'avatar'])
    rmSync(path.join(root, dir), { recursive: true, force: true });
  const written: string[] = [];
  const put = (rel: string, content: string): void => {
    write(root, rel, content);
    written.push(rel);
  };
  for (const seed of DEVICES) {
    const art = ART[seed.kind](seed.brand);
    const shot = (view: 'hero' | 'front' | 'back', color: keyof typeof COLORS) =>
      productShot(
        paintOf(seed, color, `g${seed.id}`),
        art[view](paintOf(seed, color, `g${seed.id}`)),
        `${seed.name} – ${COLORS[color].name.en} (${view})`,
        { shadowY: art.floorY },
      );
    for (const color of seed.colors) put(`goods/${seed.id}/${color}.svg`, shot('hero', color));
    const first = seed.colors[0] ?? 'black';
    put(`goods/${seed.id}/front.svg`, shot('front', first));
    put(`goods/${seed.id}/back.svg`, shot('back', first));
  }
  for (const category of CATEGORIES)
    put(`category/${category.slug}.svg`, glyphSvg(category.glyph, category.tint, category.name.en));
  put('icon/search.svg', glyphSvg('search', '#3b82f6', 'Search'));
  put('icon/coupons.svg', glyphSvg('coupon', '#ff5a36', 'Coupons'));
  put('icon/new-iphone.svg', glyphSvg('sparkle-phone', '#8b5cf6', 'New iPhone'));
  put('avatar/default.svg', avatarSvg());
  for (const banner of BANNERS) {
    const goods = banner.goodsId === null ? null : GOODS_BY_ID.get(banner.goodsId)?.seed;
    const device = goods
      ? { art: ART[goods.kind](goods.brand), paint: paintOf(goods, goods.colors[0] ?? 'black', `b${banner.id}`) }
      : null;
    for (const lang of LANGS) {
      const text = bannerText(banner, lang);
      put(`banner/${banner.slug}.${lang}.svg`, bannerSvg(banner.theme, text, device, ticketAmounts(lang)));
    }
  }
  return written;
}
