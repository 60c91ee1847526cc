import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateAssets } from '../art/generate';
import { LANGS, pickLang, type L10n } from '../i18n/lang';
import { MESSAGES } from '../i18n/messages';
import { ASSETS_DIR } from '../server';
import { CATALOG, DEVICES } from './catalog';
import { CATEGORIES } from './categories';
import { COLORS } from './colors';
import { DICTIONARIES } from './dictionaries';
import { FAQ, FAQ_TOPICS } from './faq';
import { CONDITIONS, GROUP_NAMES, SPEC_LABELS, TAGS, TERM_LABELS, VARIANT_LABELS } from './goods-texts';
import { COUPONS, HOT_KEYS, ICONS, TAG_SECTIONS } from './home';
import { BANNERS } from './home-banners';
import { renderDetailHtml } from './detail-html';
import { BOX_CONTENTS, PROCESS_STEPS, RENTAL_NOTES } from './rental-texts';
import { SERVICES } from './services';

function everyText(): L10n[] {
  return [
    ...Object.values(MESSAGES),
    ...CATEGORIES.map((c) => c.name),
    ...Object.values(COLORS).map((c) => c.name),
    ...Object.values(TAGS),
    ...Object.values(CONDITIONS),
    ...Object.values(GROUP_NAMES),
    ...Object.values(VARIANT_LABELS),
    ...Object.values(SPEC_LABELS),
    ...Object.values(TERM_LABELS),
    ...Object.values(SERVICES).flatMap((s) => [s.name, s.desc]),
    ...RENTAL_NOTES.day,
    ...RENTAL_NOTES.month,
    ...PROCESS_STEPS,
    ...Object.values(BOX_CONTENTS).flat(),
    ...BANNERS.flatMap((b) => [b.title, b.subtitle, b.cta]),
    ...ICONS.map((i) => i.name),
    ...COUPONS.map((c) => c.name),
    ...TAG_SECTIONS.map((s) => s.name),
    ...HOT_KEYS,
    ...FAQ.flatMap((f) => [f.question, f.answer]),
    ...Object.values(FAQ_TOPICS),
    ...Object.values(DICTIONARIES).flatMap((d) => Object.values(d)),
  ];
}

test('every server-owned text has all five languages', () => {
  for (const text of everyText())
    for (const lang of LANGS)
      expect([text['zh-CN'], lang, text[lang].trim().length > 0]).toEqual([text['zh-CN'], lang, true]);
});

test('translated texts really differ from the Chinese seed', () => {
  const faq = FAQ.flatMap((f) => [f.question, f.answer]);
  for (const text of faq) expect(new Set([text['zh-CN'], text.en, text.es, text.fr]).size).toBe(4);
});

test('the catalog is large and varied enough to feel like a shop', () => {
  expect(DEVICES.length).toBeGreaterThanOrEqual(36);
  expect(new Set(DEVICES.map((d) => d.id)).size).toBe(DEVICES.length);
  expect(CATEGORIES.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(7);
  for (const device of DEVICES) expect(CATEGORIES.find((c) => c.id === device.categoryId)?.parentId).not.toBeNull();
  const terms = new Set(CATALOG.flatMap((g) => g.terms.map((n) => `${n}${g.seed.rentBasis}`)));
  for (const term of ['3month', '6month', '12month', '7day', '15day', '30day']) expect(terms.has(term)).toBe(true);
  expect(CATALOG.some((g) => g.skus.some((s) => s.stock === 0))).toBe(true);
  expect(DEVICES.some((d) => d.services.some((s) => s.required))).toBe(true);
  expect(new Set(DEVICES.flatMap((d) => d.services.map((s) => SERVICES[s.key].payMode)))).toEqual(
    new Set(['once', 'perPeriod']),
  );
});

test.each([
  ['en-US,en;q=0.9', 'en'],
  ['zh-TW', 'zh-TW'],
  ['zh-Hant-HK', 'zh-TW'],
  ['zh', 'zh-CN'],
  ['fr-CA;q=0.5, es;q=0.7', 'es'],
  ['*', 'zh-CN'],
  ['', 'zh-CN'],
])('Accept-Language %p picks %p', (header, lang) => {
  expect(pickLang(header)).toBe(lang);
});

test('the committed images are exactly what the generator makes from the seed data', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rental-test-dev-api-assets-'));
  try {
    const written = generateAssets(dir).sort();
    const committed = readdirSync(ASSETS_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(ASSETS_DIR, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(committed).toEqual(written);
    for (const rel of written)
      expect([
        rel,
        readFileSync(path.join(ASSETS_DIR, rel), 'utf8') === readFileSync(path.join(dir, rel), 'utf8'),
      ]).toEqual([rel, true]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a Chinese product page shows no English spec words (names, units and "10-bit" aside)', () => {
  for (const goods of CATALOG)
    for (const lang of ['zh-CN', 'zh-TW'] as const) {
      const text = renderDetailHtml(goods, lang)
        .replace(/<[^>]+>/g, ' ')
        .replaceAll(goods.seed.name, ' ');
      const words = (text.match(/\b[a-z][a-z-]{2,}\b/g) ?? []).filter((w) => w !== 'bit' && w !== 'vivo');
      expect(`${goods.seed.name}: ${words.join(' ')}`).toBe(`${goods.seed.name}: `);
    }
});
