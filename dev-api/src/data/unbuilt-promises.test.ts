import path from 'node:path';
import { bindCard, orderIn } from '../testing/payment-fixtures';
import { renterSession } from '../testing/renter-session';
import { repoRoot as root, shippedTexts } from '../testing/shipped-texts';

/*
 * A text may promise only what the app does. Automatic debit is built now (order-autopay.test.ts
 * holds its rules): this file checks the promise is kept, and that the wording lives only in texts a
 * renter reads where the debit is theirs — the choice on the confirm page, a bill or a switch of an
 * order that has it on, and the events and messages of a debit that ran. Agreements, product notes
 * and the FAQ speak to every renter, most of whom pay by hand: they may not say bills are debited.
 */
const KEPT: { promise: string; wording: RegExp[]; homes: string[] }[] = [
  {
    promise: 'automatic debit',
    wording: [
      /自动扣款|自動扣款|代扣|自动续费|自動續費|自动支付|自動支付/,
      /auto-?debit|automatic payments?|automatic(ally)? (debit|deduct|charg|collect)|(debited|deducted|charged|paid) automatically|then automatically/i,
      /(cobr|carg|pag|debit|domicili)\w* automátic|automátic\w* el mismo día|luego automáticamente|débito automático/i,
      /prélève|prélèvement|prélevée?s? automatiquement|paiement automatique|puis automatiquement/i,
    ],
    homes: [
      path.join('mf-orders', 'src', 'locales', '*', 'place.json'),
      path.join('mf-payments', 'src', 'locales', '*', 'payments.json'),
      path.join('dev-api', 'src', 'i18n', 'order-messages.ts'),
      path.join('dev-api', 'src', 'i18n', 'message-texts.ts'),
    ],
  },
];

/** Words that match the list but promise nothing of ours: a watch's own feature names. */
const NOT_PROMISES = new Set(['睡眠呼吸暂停提醒', '睡眠呼吸中止提醒']);

/** A dotted key ("renewal.windowDays") names a rule in the code; it is not a sentence to a renter. */
const isKeyPath = (text: string) => /^[a-z]\w*(\.\w+)+$/i.test(text);

const texts = shippedTexts().filter(({ text }) => !isKeyPath(text));

const inHome = (homes: string[], where: string): boolean => {
  const rel = path.relative(root, where);
  return homes.some((home) => {
    const [before, after] = home.split('*');
    return after === undefined ? rel === home : rel.startsWith(before ?? '') && rel.endsWith(after);
  });
};

test('the scan reads the remotes’ locales and the dev API’s texts in all five languages', () => {
  expect(texts.some((t) => t.where.includes(`mf-payments${path.sep}src${path.sep}locales${path.sep}fr`))).toBe(true);
  expect(texts.some((t) => t.where.endsWith(path.join('agreements', 'rental', 'es.ts')))).toBe(true);
  expect(texts.some((t) => t.text.includes('{lateFeeRate}'))).toBe(true);
  expect(texts.length).toBeGreaterThan(2000);
});

test.each(KEPT)('$promise is worded only where the renter has it', ({ wording, homes }) => {
  const promising = texts
    .filter(({ text }) => !NOT_PROMISES.has(text) && wording.some((pattern) => pattern.test(text)))
    .filter(({ where }) => !inHome(homes, where))
    .map(({ where, text }) => `${path.relative(root, where)}: ${text}`);
  expect(promising).toEqual([]);
});

describe('the automatic debit the texts promise is kept', () => {
  const s = renterSession();

  test('a row of an order with it on is paid on its due day, by the wallet or a bound card', async () => {
    const cardId = await bindCard(s.t, s.token);
    const choices: Record<string, string>[] = [{ method: 'wallet' }, { method: 'card', cardId: String(cardId) }];
    for (const choice of choices) {
      const orderId = await orderIn(s.t, s.token, 'IN_RENT');
      const on = await s.t.api('/api/order/autopay', {
        token: s.token,
        form: { orderId: String(orderId), enabled: 'true', ...choice },
      });
      expect(on.success).toBe(true);
      const detail = async () =>
        (
          await s.t.api<{ bills: { items: { periodNo: number; dueDate: string; status: string }[] } }>(
            '/api/order/detail',
            { token: s.token, form: { orderId: String(orderId) } },
          )
        ).data.bills.items.find((b) => b.periodNo === 2);
      const due = (await detail())?.dueDate ?? '';
      const { now } = await s.t.control<{ now: string }>('POST', 'clock', { advanceMs: 0 });
      const target = Date.parse(`${due}T00:00:00+08:00`) + 60_000;
      await s.t.control('POST', 'clock', { advanceMs: Math.max(0, target - Date.parse(now)) });
      s.token = await s.t.login();
      expect((await detail())?.status).toBe('paid');
    }
  });
});
