import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_AUTH, type TestServer } from './test-server';

/** The fictional card's number (data/idcard); another account needs another valid number. */
export const FIXTURE_ID_NUMBER = '110105199003071239';
/** A second valid number (GB 11643 check digit), for a second verified renter. */
export const SECOND_ID_NUMBER = '110105198507152011';

const card = (side: 'front' | 'back') => readFileSync(path.join(__dirname, '..', 'data', 'idcard', `${side}.png`));

async function upload(t: TestServer, token: string, side: 'front' | 'back'): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(card(side))], { type: 'image/png' }), `${side}.png`);
  const res = await fetch(`${t.url}/api/client/put-file`, {
    method: 'POST',
    headers: { 'Client-Authorization': CLIENT_AUTH, token },
    body,
  });
  const envelope = (await res.json()) as { success: boolean; msg: string; data: { fileId: string } };
  if (!envelope.success) throw new Error(`put-file: ${envelope.msg}`);
  return envelope.data.fileId;
}

/**
 * Real-name verification as the app does it: both card sides, the details, a face check the wallet passes.
 * Another number is photographed on a test card of its own, since only what OCR read is accepted.
 */
export async function verifyRenter(t: TestServer, token: string, idNumber = FIXTURE_ID_NUMBER): Promise<void> {
  if (idNumber !== FIXTURE_ID_NUMBER) await t.control('POST', 'idcard', { name: '张三', idNumber });
  const submitted = await t.api('/api/client/auth/submit', {
    token,
    form: {
      name: '张三',
      idNumber,
      validFrom: '2020-05-01',
      validTo: '2040-05-01',
      frontFileId: await upload(t, token, 'front'),
      backFileId: await upload(t, token, 'back'),
    },
  });
  if (!submitted.success) throw new Error(`auth/submit: ${submitted.msg}`);
  const { data, msg } = await t.api<{ certifyId: string } | null>('/api/client/auth/face', { token, form: {} });
  if (!data) throw new Error(`auth/face: ${msg}`);
  await t.surface('/wallet-sim/face', { method: 'POST', body: JSON.stringify({ certifyId: data.certifyId }) });
  await t.api('/api/client/face/put', { token, form: { certifyId: data.certifyId, resultCode: '9000' } });
  const result = await t.api<{ passed: boolean }>('/api/client/face/result', {
    token,
    form: { certifyId: data.certifyId },
  });
  if (!result.data.passed) throw new Error('the face check did not pass');
}

/** Verifies the renter unless they already are: what placing an order needs first. */
export async function ensureVerified(t: TestServer, token: string, idNumber?: string): Promise<void> {
  const info = await t.api<{ realNameStatus: string }>('/api/client/info', { token });
  if (info.data.realNameStatus !== 'verified') await verifyRenter(t, token, idNumber);
}

export interface ShownContract {
  contractId: string;
  contentHash: string;
  html: string;
}

/** The contract as the preview page fetches it, which is what lets signing start. */
export async function showContract(t: TestServer, token: string, orderId: number, lang?: string) {
  const res = await t.api<ShownContract>('/api/order/contract/html', { json: { orderId }, token, lang });
  if (!res.success) throw new Error(`contract/html: ${res.msg}`);
  return res.data;
}

/** Starts signing for the text the renter was shown; answers the envelope (a refusal included). */
export function createSigning(t: TestServer, token: string, orderId: number, shown: Omit<ShownContract, 'html'>) {
  const query = new URLSearchParams({
    orderId: String(orderId),
    contractId: shown.contractId,
    contentHash: shown.contentHash,
  });
  return t.api<{ signUrl: string }>(`/api/contract/create?${query.toString()}`, { token });
}

/** Posts the sign page's form, as the renter's tap does. */
export function postSignPage(t: TestServer, signUrl: string, returnUrl = ''): Promise<Response> {
  return t.surface('/wallet-sim/sign', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: new URL(signUrl).searchParams.get('token') ?? '', returnUrl }).toString(),
  });
}

/** Reads the contract, signs it on the provider's page and has the server check: the order awaits payment. */
export async function signContract(t: TestServer, token: string, orderId: number): Promise<void> {
  const created = await createSigning(t, token, orderId, await showContract(t, token, orderId));
  if (!created.success) throw new Error(`contract/create: ${created.msg}`);
  await postSignPage(t, created.data.signUrl);
  await t.api(`/api/contract/check?orderId=${orderId}`, { token });
}
