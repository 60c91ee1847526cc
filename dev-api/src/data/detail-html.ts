import { tr, type Lang } from '../i18n/lang';
import { ruleText } from '../i18n/rule-texts';
import { BRANDS } from './brands';
import type { GoodsRecord } from './catalog';
import { SPEC_LABELS, type SpecLabelKey } from './goods-texts';
import { BOX_CONTENTS, DETAIL_HEADINGS, GRADING, PROCESS_STEPS } from './rental-texts';
import { specValue } from './spec-words';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const list = (tag: 'ul' | 'ol', items: string[]): string =>
  `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;

const cache = new Map<string, string>();

export function renderDetailHtml(goods: GoodsRecord, lang: Lang): string {
  const key = `${goods.seed.id}:${lang}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { seed } = goods;
  const specs = (Object.entries(seed.specs) as [SpecLabelKey, string][]).map(
    ([label, value]) =>
      `<strong>${escapeHtml(tr(SPEC_LABELS[label], lang))}</strong>: ${escapeHtml(specValue(value, lang))}`,
  );
  const grading = seed.conditions
    .map((condition) => GRADING[condition === 'new' ? 0 : 1])
    .filter((text) => text !== undefined);
  const html = [
    `<h2>${escapeHtml(seed.name)}</h2>`,
    `<p>${escapeHtml(BRANDS[seed.brand].name)} · ${escapeHtml(seed.model)}</p>`,
    `<h3>${escapeHtml(tr(DETAIL_HEADINGS.highlights, lang))}</h3>`,
    list('ul', specs),
    `<h3>${escapeHtml(tr(DETAIL_HEADINGS.box, lang))}</h3>`,
    list(
      'ul',
      BOX_CONTENTS[seed.kind].map((item) => escapeHtml(tr(item, lang))),
    ),
    `<h3>${escapeHtml(tr(DETAIL_HEADINGS.process, lang))}</h3>`,
    list(
      'ol',
      // A step may state a rule (when rent starts): its words come from the rules, as every text's do.
      PROCESS_STEPS.map((step) => escapeHtml(ruleText(step, lang))),
    ),
    `<h3>${escapeHtml(tr(DETAIL_HEADINGS.grading, lang))}</h3>`,
    ...grading.map((text) => `<p>${escapeHtml(tr(text, lang))}</p>`),
  ].join('');
  cache.set(key, html);
  return html;
}
