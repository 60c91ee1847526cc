import { RULES } from '../data/rental-rules';
import { orderDetail, orderIn } from '../testing/payment-fixtures';
import { showContract } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';

const DAY = 86_400_000;
const s = renterSession();

interface Quote {
  term: number;
  termUnit: string;
  terms: number[];
  periodRent: number;
  totalRent: number;
  fromEndAt: string;
  newEndAt: string;
  bills: {
    periodNo: number;
    periodTotal: number;
    dueDate: string;
    amount: number;
    rentAmount: number;
    serviceAmount: number;
  }[];
  quoteHash: string;
}
interface Detail {
  status: string;
  actions: string[];
  rentEndAt: string;
  amount: { periodRent: number; totalRent: number };
  bills: { items: { periodNo: number; periodTotal: number; dueDate: string; kind: string }[] };
  timeline: { text: string }[];
}

const form = (orderId: number, extra: Record<string, string> = {}) => ({ orderId: String(orderId), ...extra });
const post = <T>(path: string, body: Record<string, string>, lang?: string) =>
  s.t.api<T>(path, { token: s.token, form: body, lang });
const detail = async (orderId: number) => (await orderDetail(s.t, s.token, orderId)) as unknown as Detail;
const quote = (orderId: number, term: number, lang?: string) =>
  post<Quote>('/api/order/renew/quote', form(orderId, { term: String(term) }), lang);
const renew = (orderId: number, term: number, quoteHash: string) =>
  post<Detail>('/api/order/renew', form(orderId, { term: String(term), quoteHash }));

/** Moves the server clock to `target` (server time, ms) and logs in again, as a session ends with time. */
async function clockTo(target: number): Promise<void> {
  const { now } = await s.t.control<{ now: string }>('POST', 'clock', { advanceMs: 0 });
  await s.t.control('POST', 'clock', { advanceMs: Math.max(0, target - Date.parse(now)) });
  s.token = await s.t.login();
}

/** An order in rent with the clock moved `daysBefore` days before its term ends. */
async function rentingNearEnd(daysBefore: number): Promise<{ orderId: number; endAt: number }> {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const endAt = Date.parse((await detail(orderId)).rentEndAt);
  await clockTo(endAt - daysBefore * DAY);
  return { orderId, endAt };
}

test('renewal opens in the last window days of the term by the server clock, not before', async () => {
  const { orderId, endAt } = await rentingNearEnd(RULES.renewal.windowDays + 1);
  expect((await detail(orderId)).actions).not.toContain('renew');
  const early = await quote(orderId, RULES.renewal.terms.month[0] ?? 1);
  expect(early.code).toBe(409);

  await clockTo(endAt - RULES.renewal.windowDays * DAY + 60_000);
  expect((await detail(orderId)).actions).toContain('renew');
  expect((await quote(orderId, RULES.renewal.terms.month[0] ?? 1)).success).toBe(true);
});

test('the quote prices the extra term from the rules and continues the period numbers', async () => {
  const { orderId, endAt } = await rentingNearEnd(2);
  const before = await detail(orderId);
  const res = await quote(orderId, 3, 'en');
  expect(res.success).toBe(true);
  const q = res.data;
  expect(q.terms).toEqual(RULES.renewal.terms.month);
  expect(q.periodRent).toBe(Math.round((before.amount.periodRent * RULES.renewal.periodRentPercent) / 100));
  expect(q.totalRent).toBe(q.periodRent * 3);
  expect(q.bills.map((b) => `${b.periodNo}/${b.periodTotal}`)).toEqual(['7/9', '8/9', '9/9']);
  expect(new Date(q.newEndAt).getTime()).toBeGreaterThan(endAt + 85 * DAY);
  // A term the rules do not offer is refused.
  expect((await quote(orderId, 5)).code).toBe(400);
});

test('renewing appends the bills, moves the end date, logs it, and leaves the signed contract as it was', async () => {
  const { orderId } = await rentingNearEnd(2);
  const contract = await showContract(s.t, s.token, orderId);
  const q = (await quote(orderId, 3)).data;
  const res = await renew(orderId, 3, q.quoteHash);
  expect(res.success).toBe(true);
  const after = await detail(orderId);
  expect(after.status).toBe('IN_RENT');
  expect(after.rentEndAt).toBe(q.newEndAt);
  const rows = after.bills.items.filter((b) => b.kind === 'rent');
  expect(rows.map((b) => b.periodNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(rows.slice(6).map((b) => b.dueDate)).toEqual(q.bills.map((b) => b.dueDate));
  expect(after.timeline.some((e) => e.text.includes(q.newEndAt.slice(0, 7)))).toBe(true);
  expect(await showContract(s.t, s.token, orderId)).toEqual(contract);
  // The same quote again is stale: the end date it priced has moved.
  expect((await renew(orderId, 3, q.quoteHash)).code).toBe(409);
});

test('an order past its term (RETURN_DUE) can renew and is back in rent', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  await s.t.control('POST', `orders/${orderId}/endTerm`, {});
  await clockTo(Date.parse((await detail(orderId)).rentEndAt) + DAY);
  expect((await detail(orderId)).actions).toContain('renew');
  const q = (await quote(orderId, 1)).data;
  expect((await renew(orderId, 1, q.quoteHash)).success).toBe(true);
  expect((await detail(orderId)).status).toBe('IN_RENT');
});

test('no renewal after a return is applied, and another renter gets a 404', async () => {
  const { orderId } = await rentingNearEnd(2);
  const q = (await quote(orderId, 1)).data;
  await post('/api/order/apply/return', form(orderId, { reason: '不需要了' }));
  expect((await detail(orderId)).actions).not.toContain('renew');
  expect((await renew(orderId, 1, q.quoteHash)).code).toBe(409);

  const owner = s.token;
  s.token = await s.t.login('2088000000009999');
  expect((await quote(orderId, 1)).code).toBe(404);
  s.token = owner;
});

test('the supplementary agreement read with the quote is the one listed, frozen, in the contract language', async () => {
  const { orderId } = await rentingNearEnd(2);
  const q = (
    await post<Quote & { agreement: { html: string; lang: string } }>(
      '/api/order/renew/quote',
      form(orderId, { term: '3' }),
      'en',
    )
  ).data;
  expect(q.agreement.lang).toBe('zh-CN');
  expect(q.agreement.html).toContain('续租补充协议');
  expect(q.agreement.html).toContain(q.newEndAt.slice(0, 7));
  // A bill that carries the per-period services is not called rent alone.
  expect(q.bills.some((b) => b.serviceAmount > 0)).toBe(true);
  for (const b of q.bills)
    expect(q.agreement.html).toContain(
      `第 ${b.periodNo}/${b.periodTotal} 期${b.serviceAmount > 0 ? '租金及服务费' : '租金'}</td>`,
    );
  await renew(orderId, 3, q.quoteHash);

  type Listed = { docId: string; kind: string; title: string };
  const list = async (lang?: string) =>
    (await s.t.api<Listed[]>(`/api/contract/documents?orderId=${orderId}`, { token: s.token, lang })).data;
  const listed = await list('en');
  expect(listed).toEqual([
    expect.objectContaining({ kind: 'renewalAgreement', title: 'Renewal supplementary agreement' }),
  ]);
  const open = async () =>
    (
      await s.t.api<{ html: string; contentHash: string }>(
        `/api/contract/document?orderId=${orderId}&docId=${listed[0]?.docId ?? ''}`,
        { token: s.token, lang: 'fr' },
      )
    ).data;
  const doc = await open();
  expect(doc.html).toBe(q.agreement.html);
  // Later changes to the order (another day, a return applied) leave the signed bytes as they were.
  await clockTo(Date.parse(q.newEndAt) - DAY);
  await post('/api/order/apply/return', form(orderId, { reason: '不需要了' }));
  expect(await open()).toEqual(doc);
});
