import { createHash } from 'node:crypto';
import { orderDetail, orderIn } from '../testing/payment-fixtures';
import { createSigning, postSignPage, showContract } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';

// What the renter signs is a document: frozen at signing, served byte for byte ever after, whatever
// happens to the order (an early return drops bills, a buyout adds one) and whatever language the
// renter reads in now.
const s = renterSession();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const form = (orderId: number) => ({ orderId: String(orderId) });
const post = <T>(path: string, body: Record<string, string>) => s.t.api<T>(path, { token: s.token, form: body });

interface Listed {
  docId: string;
  kind: string;
  title: string;
  issuedAt: string;
}
const documents = async (orderId: number, lang?: string) =>
  (await s.t.api<Listed[]>(`/api/contract/documents?orderId=${orderId}`, { token: s.token, lang })).data;
const document = async (orderId: number, docId: string, lang?: string) =>
  (
    await s.t.api<Listed & { lang: string; html: string; contentHash: string }>(
      `/api/contract/document?orderId=${orderId}&docId=${docId}`,
      { token: s.token, lang },
    )
  ).data;

async function payAllDue(orderId: number): Promise<void> {
  const due = (await orderDetail(s.t, s.token, orderId)).bills.items.filter((b) => b.status === 'unpaid');
  const trade = await post<{ tradeNo: string }>('/api/order/footPay', {
    ...form(orderId),
    billIds: due.map((b) => b.id).join(','),
    requestKey: `pay-${Math.random()}`,
  });
  expect(trade.success).toBe(true);
  await post('/api/order/pay', { tradeNo: trade.data.tradeNo, resultCode: '9000' });
}

test('the signed contract stays the same bytes after an early return, in the language it was signed in', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const signed = await showContract(s.t, s.token, orderId);
  const check = await s.t.api<{ contentHash: string }>(`/api/contract/check?orderId=${orderId}`, { token: s.token });
  expect(check.data.contentHash).toBe(signed.contentHash);
  expect(sha256(signed.html)).toBe(signed.contentHash);
  expect(signed.html).toMatch(/<td>6\/6<\/td>/);
  // Read in English later: still the Chinese text that was signed, and said to be so.
  expect(await showContract(s.t, s.token, orderId, 'en')).toEqual(signed);
  expect(signed).toMatchObject({ lang: 'zh-CN' });

  await post('/api/order/apply/return', { ...form(orderId), reason: '用不上了' });
  await post('/api/order/confirm/return', { ...form(orderId), expressCode: 'SF', trackingNo: 'SF1234567890123' });
  await payAllDue(orderId);
  await s.t.control('POST', `orders/${orderId}/inspect`, {});
  expect((await orderDetail(s.t, s.token, orderId)).status).toBe('COMPLETED');
  expect(await showContract(s.t, s.token, orderId)).toEqual(signed);

  // The return's own document sits beside the contract: dated, in the contract's language, frozen.
  const listed = await documents(orderId, 'en');
  expect(listed).toEqual([
    {
      docId: expect.stringMatching(/^JS\d+$/),
      kind: 'settlement',
      title: 'Settlement statement',
      issuedAt: expect.any(String),
    },
  ]);
  const doc = await document(orderId, listed[0]!.docId);
  expect(doc).toMatchObject({ kind: 'settlement', lang: 'zh-CN', title: '租赁结算单' });
  expect(sha256(doc.html)).toBe(doc.contentHash);
  expect(doc.html).toContain('第 1/6 期租金');
  expect(doc.html).toContain('提前解约费');
  expect(doc.html).toMatch(/提前归还：未到期的 5 期租金 ¥[\d.]+ 不再收取/);
  expect(doc.html).toContain('尚欠 ¥0.00');
  expect(doc.html).toContain(signed.contentHash);
  await s.t.api('/api/client/mobile/bind', { token: s.token, form: { mobile: '13600136000', code: '000000' } });
  expect(await document(orderId, listed[0]!.docId, 'fr')).toEqual(doc);
});

test('the signed contract stays the same bytes after a buyout is paid', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const signed = await showContract(s.t, s.token, orderId, 'fr');
  const quote = await post<{ amount: number }>('/api/order/buyout/quote', form(orderId));
  await post('/api/order/apply/buyout', { ...form(orderId), amount: String(quote.data.amount) });
  await s.t.control('POST', `orders/${orderId}/payBuyout`, {});
  expect((await orderDetail(s.t, s.token, orderId)).status).toBe('BOUGHT_OUT');
  expect(await showContract(s.t, s.token, orderId, 'fr')).toEqual(signed);

  const [proof] = await documents(orderId);
  expect(proof).toMatchObject({ kind: 'purchaseProof', title: '购买凭证' });
  const doc = await document(orderId, proof!.docId);
  // The contract was signed in Chinese: so is its proof, whatever language asks for it.
  expect(doc.lang).toBe('zh-CN');
  expect(doc.html).toMatch(/自 \d{4}-\d{2}-\d{2} 起，上述设备的所有权归乙方所有/);
  expect(doc.html).toContain('买受方（乙方）');
  expect(doc.html).toContain(`${(quote.data.amount / 100).toFixed(2)}`);
});

test('an order still running has no end documents, and asking for one is a 404', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  expect(await documents(orderId)).toEqual([]);
  const missing = await s.t.api(`/api/contract/document?orderId=${orderId}&docId=JS1`, { token: s.token, lang: 'en' });
  expect(missing).toMatchObject({ success: false, code: 404, msg: 'This order has no such document' });
});

test('the sign page names the text just read and its fingerprint; the full text is one tap away, not repeated', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_SIGN');
  const shown = await showContract(s.t, s.token, orderId, 'en');
  const created = await createSigning(s.t, s.token, orderId, shown);
  const view = await s.t.surface(created.data.signUrl.replace(/^http:\/\/[^/]+/, ''));
  const page = await view.text();
  expect(page).toContain('You are signing the contract you just read.');
  expect(page).toContain(shown.contentHash);
  // The text itself sits folded inside <details>, once.
  const [before, folded] = page.split('<details>');
  expect(before).not.toContain('3. Rent schedule');
  expect(folded).toContain('3. Rent schedule');
  expect(page.split('3. Rent schedule')).toHaveLength(2);
  // Signing freezes exactly the text that was shown.
  await postSignPage(s.t, created.data.signUrl);
  expect(await showContract(s.t, s.token, orderId)).toMatchObject({
    contentHash: shown.contentHash,
    html: shown.html,
    lang: 'en',
  });
});
