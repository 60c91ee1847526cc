import { createHash } from 'node:crypto';
import { orderIn } from '../testing/payment-fixtures';
import { createSigning, postSignPage, showContract, type ShownContract } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';

// A signature binds to the text the renter read: signing names it (id and hash), the server refuses
// one it never served or one that changed since, and the provider's page signs only that text.
const s = renterSession();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const revise = (orderId: number) => s.t.control('POST', `orders/${orderId}/reviseContract`, {});
const status = async (orderId: number) =>
  (await s.t.control<{ orderId: number; status: string }[]>('GET', 'orders')).find((o) => o.orderId === orderId)
    ?.status;

test('the contract served carries its id and the sha256 of exactly the markup served', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_SIGN');
  const shown = await showContract(s.t, s.token, orderId);
  expect(shown.contractId).toMatch(/^HT\d{16}-v1$/);
  expect(shown.contentHash).toBe(sha256(shown.html));
  expect(shown.html).toContain('合同版本：1');
  // Each language is its own text, and the test fixture's markup is part of what is hashed.
  const en = await showContract(s.t, s.token, orderId, 'en');
  expect(en).toMatchObject({ contractId: shown.contractId, contentHash: sha256(en.html) });
  expect(en.contentHash).not.toBe(shown.contentHash);
  const hostile = await s.t.api<ShownContract>('/api/order/contract/html', {
    json: { orderId, fixture: 'hostile' },
    token: s.token,
  });
  expect(hostile.data.contentHash).toBe(sha256(hostile.data.html));
  expect((await createSigning(s.t, s.token, orderId, hostile.data)).success).toBe(true);
});

test('signing names the text: missing is 400, never served is 409 contractNotShown', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_SIGN');
  const bare = await s.t.api(`/api/contract/create?orderId=${orderId}`, { token: s.token, lang: 'en' });
  expect(bare).toMatchObject({ code: 400, msg: 'Invalid parameter: contractId' });
  const shown = await showContract(s.t, s.token, orderId);
  const forged = { contractId: shown.contractId, contentHash: sha256(`${shown.html} `) };
  expect(await createSigning(s.t, s.token, orderId, forged)).toMatchObject({
    success: false,
    code: 409,
    msg: '请先阅读合同，再签署',
    data: { reason: 'contractNotShown' },
  });
  const wrongId = { contractId: `${shown.contractId}0`, contentHash: shown.contentHash };
  expect((await createSigning(s.t, s.token, orderId, wrongId)).data).toEqual({ reason: 'contractNotShown' });
  expect(
    (await s.t.api<{ status: string }>(`/api/contract/order?orderId=${orderId}`, { token: s.token })).data.status,
  ).toBe('none');
  expect((await createSigning(s.t, s.token, orderId, shown)).success).toBe(true);
});

test('a contract revised after it was shown is refused as changed; the new text can be signed', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_SIGN');
  const old = await showContract(s.t, s.token, orderId);
  await revise(orderId);
  expect(await createSigning(s.t, s.token, orderId, old)).toMatchObject({
    success: false,
    code: 409,
    msg: '合同内容已更新，请阅读新版本后再签署',
    data: { reason: 'contractChanged', contractId: old.contractId.replace(/-v1$/, '-v2') },
  });
  const fresh = await showContract(s.t, s.token, orderId, 'fr');
  expect(fresh.contractId).toMatch(/-v2$/);
  expect(fresh.html).toContain('Version: 2');
  expect((await createSigning(s.t, s.token, orderId, old)).data).toMatchObject({ reason: 'contractChanged' });
  const created = await createSigning(s.t, s.token, orderId, fresh);
  expect(created.success).toBe(true);
  await postSignPage(s.t, created.data.signUrl);
  const check = await s.t.api(`/api/contract/check?orderId=${orderId}`, { token: s.token });
  expect(check.data).toMatchObject({
    signed: true,
    status: 'PENDING_PAY',
    contractId: fresh.contractId,
    contentHash: fresh.contentHash,
  });
});

test('any change to the text counts: the renter’s new mobile in the parties makes it a new text', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_SIGN');
  const old = await showContract(s.t, s.token, orderId);
  await s.t.api('/api/login/sendCode', { form: { mobile: '13600136000' } });
  const { code } = await s.t.control<{ code: string }>('GET', 'sms?mobile=13600136000');
  expect(
    (await s.t.api('/api/client/mobile/bind', { token: s.token, form: { mobile: '13600136000', code } })).success,
  ).toBe(true);
  const refused = await createSigning(s.t, s.token, orderId, old);
  expect(refused.data).toEqual({ reason: 'contractChanged', contractId: old.contractId });
  const fresh = await showContract(s.t, s.token, orderId);
  expect(fresh.html).toContain('136****6000');
  expect((await createSigning(s.t, s.token, orderId, fresh)).success).toBe(true);
});

test('the sign page refuses a text changed after signing started and tells the app; nothing is signed', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_SIGN');
  const created = await createSigning(s.t, s.token, orderId, await showContract(s.t, s.token, orderId));
  await revise(orderId);
  const view = await s.t.surface(created.data.signUrl.replace(/^http:\/\/[^/]+/, ''));
  expect(view.status).toBe(409);
  const page = await view.text();
  expect(page).toContain('合同内容已更新');
  expect(page).toContain('"type":"contract-changed"');
  expect(page).not.toContain('<form');
  const posted = await postSignPage(s.t, created.data.signUrl);
  expect(posted.status).toBe(409);
  expect(await s.t.api(`/api/contract/check?orderId=${orderId}`, { token: s.token })).toMatchObject({
    data: { signed: false, status: 'PENDING_SIGN' },
  });
  expect(await status(orderId)).toBe('PENDING_SIGN');
});

test('the lessor revises only an unsigned contract of an order not yet signed', async () => {
  const signing = await orderIn(s.t, s.token, 'PENDING_SIGN');
  const created = await createSigning(s.t, s.token, signing, await showContract(s.t, s.token, signing));
  await postSignPage(s.t, created.data.signUrl);
  const signed = await s.t.surface(`/__control/orders/${signing}/reviseContract`, { method: 'POST' });
  expect(signed.status).toBe(409);
  const paying = await orderIn(s.t, s.token, 'PENDING_PAY');
  expect((await s.t.surface(`/__control/orders/${paying}/reviseContract`, { method: 'POST' })).status).toBe(409);
});
