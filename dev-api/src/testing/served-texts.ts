import type { Lang } from '../i18n/lang';
import type { TestServer } from './test-server';

/** The HTML entities the server escapes, back to the characters a renter reads. */
export const unescapeHtml = (html: string): string =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Readers of the texts that state the rental rules, as the server serves them in a language: a
 * product's notes and detail, an FAQ answer, an agreement section, an order's contract. Getters,
 * because the server and the token are made in the test file's `beforeAll`.
 */
export function servedTexts(server: () => TestServer, token: () => string) {
  const goods = async (lang: Lang, id: number) =>
    (await server().api<{ rentalNotes: string[]; detailHtml: string }>(`/api/goods/${id}`, { lang })).data;
  return {
    goods,
    notes: async (lang: Lang, id = 1001) => (await goods(lang, id)).rentalNotes.join('\n'),
    faq: async (lang: Lang, id: number) =>
      (await server().api<{ id: number; answer: string }[]>('/api/common/question', { lang })).data.find(
        (q) => q.id === id,
      )?.answer ?? '',
    agreement: async (lang: Lang, section: number) =>
      (
        await server().api<{ sections: { paragraphs: string[] }[] }>('/api/common/agreement?type=rental', { lang })
      ).data.sections[section]?.paragraphs.join('\n') ?? '',
    contract: async (lang: Lang, orderId: number) =>
      unescapeHtml(
        (await server().api<{ html: string }>('/api/order/contract/html', { json: { orderId }, token: token(), lang }))
          .data.html,
      ),
  };
}
