import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MONEY_NAMES, parseRuleWords, RULE_WORDS, RULE_WORDS_FILE } from '../data/rental-rules';
import { LANGS, tr, type Lang } from '../i18n/lang';
import { orderIn } from '../testing/payment-fixtures';
import { servedTexts, unescapeHtml } from '../testing/served-texts';
import { startTestServer, type TestServer } from '../testing/test-server';

// The rules that are words (when rent starts, what a loss costs, when the deposit freeze is released):
// every server text and every app string that states one must carry the rules' own words, and the
// dev API must do what those words say.
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login();
});
afterAll(() => t.close());

const { goods, faq, agreement, contract } = servedTexts(
  () => t,
  () => token,
);

interface Detail {
  status: string;
  explanation: string;
  rentStartAt: string | null;
  settlement: { freezeReleasedAt: string | null } | null;
  timeline: { key: string; time: string }[];
}
const detail = async (orderId: number, lang: Lang = 'zh-CN') =>
  (await t.api<Detail>('/api/order/detail', { form: { orderId: String(orderId) }, token, lang })).data;

/** An app string, as the remote ships it: `<remote>/src/locales/<lang>/<file>.json`, then a key path. */
function appString(remote: string, file: string, lang: Lang, key: string): string {
  const json: unknown = JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../${remote}/src/locales/${lang}/${file}.json`), 'utf8'),
  );
  const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], json);
  if (typeof value !== 'string') throw new Error(`${remote} ${lang}/${file}.json has no string at ${key}`);
  return value;
}

test('the server reads the words file the app bundles, and refuses one missing a language', () => {
  expect(RULE_WORDS).toEqual(parseRuleWords(readFileSync(RULE_WORDS_FILE, 'utf8')));
  expect(RULE_WORDS_FILE).toMatch(/shared\/src\/rules\/rule-words\.json$/);
  expect(() => parseRuleWords('{"rentStart":{"zh-CN":"x"}}')).toThrow(/rentStart\.zh-TW/);
});

describe.each(LANGS)('in %s', (lang) => {
  test('rent start: day-rental notes, rental steps, agreement, contract, shipped order and the receipt dialog', async () => {
    const words = tr(RULE_WORDS.rentStart, lang);
    const orderId = await orderIn(t, token, 'PENDING_SIGN');
    const shipped = await orderIn(t, token, 'SHIPPED');
    for (const text of [
      (await goods(lang, 5001)).rentalNotes.join('\n'),
      unescapeHtml((await goods(lang, 1001)).detailHtml),
      await agreement(lang, 1),
      await contract(lang, orderId),
      (await detail(shipped, lang)).explanation,
    ])
      expect(text).toContain(words);
    expect(appString('mf-orders', 'manage', lang, 'receipt.ask')).toContain('{{rentStart}}');
  });

  test('loss: the agreement and the contract state one compensation, priced by the end-of-term buyout price', async () => {
    const words = tr(RULE_WORDS.lossCompensation, lang);
    // The name heads a line on screens (capitalised there) and sits mid-sentence here.
    expect(words.toLowerCase()).toContain(tr(MONEY_NAMES.endOfTermBuyoutPrice, lang).toLowerCase());
    const orderId = await orderIn(t, token, 'PENDING_SIGN');
    for (const text of [await agreement(lang, 5), await contract(lang, orderId)]) {
      expect(text).toContain(words);
      expect(text).not.toMatch(/市场价|市場價|market price|precio de mercado|prix du marché/i);
    }
  });

  test('deposit release: product notes, FAQ, agreement, contract and every app string that states it', async () => {
    const words = tr(RULE_WORDS.depositRelease, lang);
    const orderId = await orderIn(t, token, 'PENDING_SIGN');
    for (const text of [
      (await goods(lang, 1001)).rentalNotes.join('\n'),
      await faq(lang, 2),
      await agreement(lang, 2),
      await contract(lang, orderId),
    ])
      expect(text).toContain(words);
    for (const [remote, file, key] of [
      ['mf-catalog', 'catalog', 'detail.waiverEstimate'],
      ['mf-orders', 'place', 'price.frozenNote'],
      ['mf-orders', 'place', 'freeze.note'],
      ['mf-orders', 'manage', 'return.freezeNote'],
      ['mf-payments', 'payments', 'result.next.buyout'],
    ] as const)
      expect(appString(remote, file, lang, key)).toContain('{{depositRelease}}');
  });
});

test('the term starts the moment receipt is confirmed: the order’s start is the receipt event’s time', async () => {
  const orderId = await orderIn(t, token, 'SHIPPED');
  expect((await detail(orderId)).rentStartAt).toBeNull();
  await t.api('/api/order/received', { token, form: { orderId: String(orderId) } });
  const started = await detail(orderId);
  expect(started.status).toBe('IN_RENT');
  expect(started.rentStartAt).toBe(started.timeline.find((e) => e.key === 'received')?.time);
});

test('the deposit freeze is released the moment the order ends, and the order records that time', async () => {
  const orderId = await orderIn(t, token, 'IN_RENT');
  expect((await detail(orderId)).settlement?.freezeReleasedAt ?? null).toBeNull();
  const form = { orderId: String(orderId) };
  const quote = await t.api<{ amount: number }>('/api/order/buyout/quote', { token, form });
  await t.api('/api/order/apply/buyout', { token, form: { ...form, amount: String(quote.data.amount) } });
  await t.control('POST', `orders/${orderId}/payBuyout`, {});
  const ended = await detail(orderId);
  expect(ended.status).toBe('BOUGHT_OUT');
  expect(ended.settlement?.freezeReleasedAt).toBe(ended.timeline.find((e) => e.key === 'buyoutPaid')?.time);
});
