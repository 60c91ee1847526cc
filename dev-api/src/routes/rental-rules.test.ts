import { readFileSync } from 'node:fs';
import { earlyReturnFee, lateFee, MONEY_NAMES, parseRules, rateText, RULES, RULES_FILE } from '../data/rental-rules';
import { LANGS, tr } from '../i18n/lang';
import { money } from '../i18n/money';
import { buyoutFormula } from '../i18n/rule-texts';
import { orderBody, orderIn } from '../testing/payment-fixtures';
import { servedTexts } from '../testing/served-texts';
import { startTestServer, type TestServer } from '../testing/test-server';

// Every server text that states a money rule, per rule, in every language: each must say what the
// rules file says, and the charges must follow the same numbers.
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login();
});
afterAll(() => t.close());

const { notes, faq, agreement, contract } = servedTexts(
  () => t,
  () => token,
);

test('the server reads the same file the app bundles, and refuses a malformed one', () => {
  expect(RULES).toEqual(parseRules(readFileSync(RULES_FILE, 'utf8')));
  expect(RULES_FILE).toMatch(/shared\/src\/rules\/rental-rules\.json$/);
  expect(() => parseRules('{"lateFee":{"dailyBasisPoints":-1}}')).toThrow(/lateFee.dailyBasisPoints/);
  expect(() => parseRules(readFileSync(RULES_FILE, 'utf8').replace('-rentPaid', '-tip'))).toThrow(/buyout term/);
});

describe.each(LANGS)('in %s', (lang) => {
  test('late fee: product notes, FAQ, agreement and contract state the rate the charge uses', async () => {
    const rate = rateText(RULES.lateFee.dailyBasisPoints, lang);
    const orderId = await orderIn(t, token, 'PENDING_SIGN');
    for (const text of [await notes(lang), await faq(lang, 5), await agreement(lang, 6), await contract(lang, orderId)])
      expect(text).toContain(rate);
  });

  test('early return: product notes, FAQ, agreement and contract state the fee the return charges', async () => {
    const fee = rateText(RULES.earlyReturn.feePercentOfRemainingRent * 100, lang);
    const orderId = await orderIn(t, token, 'PENDING_SIGN');
    for (const text of [
      await notes(lang),
      await faq(lang, 13),
      await agreement(lang, 7),
      await contract(lang, orderId),
    ])
      expect(text).toContain(fee);
  });

  test('buyout: product notes, FAQ, agreement and contract state the formula the quote is made of', async () => {
    const formula = buyoutFormula(lang);
    const orderId = await orderIn(t, token, 'PENDING_SIGN');
    for (const text of [await notes(lang), await faq(lang, 8), await agreement(lang, 8), await contract(lang, orderId)])
      expect(text).toContain(formula);
  });

  test('buyout names: product notes and FAQ give the formula as the early buyout total, never the end-of-term price', async () => {
    const total = `${tr(MONEY_NAMES.earlyBuyoutTotal, lang)} = ${buyoutFormula(lang)}`;
    const endOfTerm = tr(MONEY_NAMES.endOfTermBuyoutPrice, lang);
    expect(buyoutFormula(lang)).toContain(endOfTerm);
    for (const text of [await notes(lang), await faq(lang, 8)]) {
      expect(text).toContain(total);
      expect(text).not.toContain(`${endOfTerm} = `);
    }
  });

  // When the freeze is released is a rule in words: rule-words.test.ts holds every text to it.
  test('deposit waiver: product notes, FAQ, agreement and contract state the cap', async () => {
    // In each language's own number format ("¥3000.00", "3000,00 ¥"), the same in every text.
    const cap = money(RULES.deposit.creditWaiverCap, lang);
    const orderId = await orderIn(t, token, 'PENDING_SIGN');
    for (const text of [await notes(lang), await faq(lang, 1), await agreement(lang, 2), await contract(lang, orderId)])
      expect(text).toContain(cap);
  });

  test('review time: the order under review says the rules’ working days', async () => {
    const orderId = await orderIn(t, token, 'PENDING_REVIEW');
    const { data } = await t.api<{ explanation: string }>('/api/order/detail', {
      form: { orderId: String(orderId) },
      token,
      lang,
    });
    expect(data.explanation).toContain(String(RULES.review.workingDays));
  });
});

test('the charges follow the same numbers: late fee per day and its cap, early-return fee, waiver cap', async () => {
  expect(lateFee(10_000, 3)).toBe(Math.ceil((10_000 * RULES.lateFee.dailyBasisPoints * 3) / 10_000));
  expect(lateFee(10_000, 100_000)).toBe((10_000 * RULES.lateFee.capPercentOfOverdue) / 100);
  expect(earlyReturnFee(100_000)).toBe((100_000 * RULES.earlyReturn.feePercentOfRemainingRent) / 100);
  const { sku, body } = await orderBody(t);
  const preview = await t.api<{ amount: { deposit: number; creditWaived: number; frozen: number } }>(
    '/api/order/confirm',
    { token, json: body },
  );
  expect(preview.data.amount.creditWaived).toBe(Math.min(sku.deposit, RULES.deposit.creditWaiverCap));
  expect(preview.data.amount.frozen).toBe(sku.deposit - preview.data.amount.creditWaived);
  const orderId = await orderIn(t, token, 'IN_RENT');
  const res = await t.surface(`/__control/orders/${orderId}/overdue`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ days: 4 }),
  });
  const row = (
    (await res.json()) as { data: { bills: { items: { status: string; amount: number; overdueFee: number }[] } } }
  ).data.bills.items.find((b) => b.status === 'overdue')!;
  expect(row.overdueFee).toBe(lateFee(row.amount, 4));
});
