import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_AUTH, type Envelope } from '../testing/test-server';
import { FIXTURE_ID_NUMBER, SECOND_ID_NUMBER } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';

// The identity verified is the card photographed: the number and name must be what OCR read from it.
const s = renterSession();

async function upload(side: 'front' | 'back'): Promise<string> {
  const body = new FormData();
  const bytes = readFileSync(path.join(__dirname, '..', 'data', 'idcard', `${side}.png`));
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${side}.png`);
  const res = await fetch(`${s.t.url}/api/client/put-file`, {
    method: 'POST',
    headers: { 'Client-Authorization': CLIENT_AUTH, token: s.token },
    body,
  });
  return ((await res.json()) as Envelope<{ fileId: string }>).data.fileId;
}

const readFront = (fileId: string) =>
  s.t.api<{ name: string; idNumber: string }>('/api/client/idcard/ocr', {
    token: s.token,
    form: { fileId, side: 'front' },
  });

function submit(frontFileId: string, backFileId: string, patch: Record<string, string> = {}, lang?: string) {
  return s.t.api<{ realNameStatus: string }>('/api/client/auth/submit', {
    token: s.token,
    lang,
    form: {
      name: '张三',
      idNumber: FIXTURE_ID_NUMBER,
      validFrom: '2020-05-01',
      validTo: '2040-05-01',
      frontFileId,
      backFileId,
      ...patch,
    },
  });
}

const status = async () =>
  (await s.t.api<{ realNameStatus: string }>('/api/client/info', { token: s.token })).data.realNameStatus;

async function faceCheck(certifyId: string) {
  await s.t.surface('/wallet-sim/face', { method: 'POST', body: JSON.stringify({ certifyId }) });
  return s.t.api<{ passed: boolean; realNameStatus: string }>('/api/client/face/result', {
    token: s.token,
    form: { certifyId },
  });
}

test('another valid number than the photographed card’s is refused at its field and nothing is verified', async () => {
  const front = await upload('front');
  const back = await upload('back');
  expect((await readFront(front)).data.idNumber).toBe(FIXTURE_ID_NUMBER);

  const refused = await submit(front, back, { idNumber: SECOND_ID_NUMBER });
  expect(refused).toMatchObject({
    success: false,
    code: 400,
    msg: '身份证号码与证件照片不一致，请核对或重新拍摄人像面',
    data: { field: 'idNumber', reason: 'notOnCard' },
  });
  expect(await status()).toBe('none');
  expect((await s.t.api('/api/client/auth/face', { token: s.token, form: {} })).code).toBe(400);

  expect(await submit(front, back)).toMatchObject({ success: true, data: { realNameStatus: 'ocr_done' } });
});

test('another name than the card’s is refused too, in the renter’s language', async () => {
  const front = await upload('front');
  const back = await upload('back');
  const refused = await submit(front, back, { name: '李四' }, 'en');
  expect(refused).toMatchObject({
    success: false,
    code: 400,
    msg: 'The name does not match the photographed ID card. Check it, or photograph the photo side again',
    data: { field: 'name', reason: 'notOnCard' },
  });
  expect(await status()).toBe('none');
});

test('the back photo sent as the front is not a card read: refused', async () => {
  const back = await upload('back');
  expect(await submit(back, back)).toMatchObject({ success: false, code: 400, msg: '请上传身份证人像面' });
  expect(await status()).toBe('none');
});

test('a re-photographed card counts with what was read from the new photo', async () => {
  const back = await upload('back');
  await s.t.control('POST', 'idcard', { name: '李四', idNumber: SECOND_ID_NUMBER });
  const again = await upload('front');
  expect((await readFront(again)).data).toMatchObject({ name: '李四', idNumber: SECOND_ID_NUMBER });
  expect((await submit(again, back, { name: '李四' })).data).toMatchObject({ field: 'idNumber', reason: 'notOnCard' });
  expect((await submit(again, back, { name: '李四', idNumber: SECOND_ID_NUMBER })).success).toBe(true);
});

test('a face check started for one card does not verify another submitted after it', async () => {
  const back = await upload('back');
  expect((await submit(await upload('front'), back)).success).toBe(true);
  const started = await s.t.api<{ certifyId: string }>('/api/client/auth/face', { token: s.token, form: {} });

  await s.t.control('POST', 'idcard', { name: '李四', idNumber: SECOND_ID_NUMBER });
  const other = await upload('front');
  expect((await submit(other, back, { name: '李四', idNumber: SECOND_ID_NUMBER })).success).toBe(true);
  expect(await faceCheck(started.data.certifyId)).toMatchObject({ success: false, code: 400 });
  expect(await status()).not.toBe('verified');

  const restarted = await s.t.api<{ certifyId: string }>('/api/client/auth/face', { token: s.token, form: {} });
  expect((await faceCheck(restarted.data.certifyId)).data).toMatchObject({ passed: true });
  const info = await s.t.api<{ realNameMasked: string }>('/api/client/info', { token: s.token });
  expect(info.data.realNameMasked).toBe('*四');
});
