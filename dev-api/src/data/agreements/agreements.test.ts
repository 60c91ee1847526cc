import { LANGS } from '../../i18n/lang';
import { AGREEMENTS } from './index';

describe.each(AGREEMENTS.map((a) => [a.type, a] as const))('the %s agreement', (_type, agreement) => {
  const zh = agreement.text['zh-CN'];

  test.each(LANGS)('%s has the same numbered sections as zh-CN, as plain text', (lang) => {
    const doc = agreement.text[lang];
    expect(doc.title.trim()).not.toBe('');
    expect(doc.sections.length).toBeGreaterThanOrEqual(6);
    expect(doc.sections.map((s) => s.paragraphs.length)).toEqual(zh.sections.map((s) => s.paragraphs.length));
    for (const { heading, paragraphs } of doc.sections) {
      expect(heading).toMatch(/^([一二三四五六七八九十]+、|\d+\. )/);
      for (const text of [heading, ...paragraphs]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/<[a-z/]/i);
      }
    }
  });

  test('names the fictional operator and a contact address in every language', () => {
    for (const lang of LANGS) {
      const last = agreement.text[lang].sections.at(-1)?.paragraphs.join(' ') ?? '';
      expect(last).toMatch(/@youpin-rent\.example/);
    }
  });
});

test('every agreement but the privacy policy names the service hotline, filled in from the platform', () => {
  for (const agreement of AGREEMENTS)
    for (const lang of LANGS) {
      const text = agreement.text[lang].sections.flatMap((s) => s.paragraphs).join('\n');
      if (agreement.type !== 'privacy') expect(text).toContain('{customerPhone}');
    }
});
