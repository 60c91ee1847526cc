import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkWire, describeMismatch, UserInfoSchema, type WireSchema } from '@rental/shared';
import * as account from '../../../mf-account/src/api/types';
import { renterSession } from '../testing/renter-session';
import { CLIENT_AUTH, type CallOptions } from '../testing/test-server';
import { answerOf, refusalOf } from '../testing/wire-answer';

// The renter's own calls in mf-account/src/api (login, profile, contacts, real name, help), sent as the
// app sends them (form fields unless the call says `json: true`) and checked against the schema each
// call passes. The server is reset before each test, the seed renter (13800138000) logged in.
const s = renterSession();

const SEED_MOBILE = '13800138000';
const NEW_MOBILE = '13700137000';
const APP = { 'User-Type': 'app' };
const as = (options: CallOptions): CallOptions => ({ token: s.token, ...options });
const call = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  answerOf(s.t, path, schema, as(options));
const codeFor = async (mobile: string) => (await s.t.control<{ code: string }>('GET', `sms?mobile=${mobile}`)).code;

const refused = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  refusalOf(s.t, path, schema, as(options));

/** put-file as the app sends it: multipart, one field `file` (t.api sends form fields or JSON only). */
async function putFile(side: 'front' | 'back') {
  const png = readFileSync(path.join(__dirname, '..', 'data', 'idcard', `${side}.png`));
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${side}.png`);
  const headers = { 'Client-Authorization': CLIENT_AUTH, token: s.token, Authorization: `Bearer ${s.token}` };
  const res = await fetch(`${s.t.url}/api/client/put-file`, { method: 'POST', headers, body });
  const { success, msg, data } = (await res.json()) as { success: boolean; msg: string; data: unknown };
  if (!success) throw new Error(`/api/client/put-file refused: ${msg}`);
  const checked = checkWire(account.UploadedFileSchema, data ?? null);
  if (!checked.ok) throw new Error(`/api/client/put-file broke its schema at ${describeMismatch(checked.mismatch)}`);
  return checked.value.fileId;
}

const sendCode = (mobile: string) => call('/api/login/sendCode', account.SmsSentSchema, { form: { mobile } });

describe('login and the profile', () => {
  test('a texted code logs a new number in as a renter of its own, with no real name yet', async () => {
    const sent = await answerOf(s.t, '/api/login/sendCode', account.SmsSentSchema, { form: { mobile: NEW_MOBILE } });
    expect(sent.resendAfter).toBeGreaterThan(0);
    expect(sent.expiresIn).toBeGreaterThan(sent.resendAfter);
    const form = { grantType: 'sms', mobile: NEW_MOBILE, code: await codeFor(NEW_MOBILE), channelCode: '' };
    const session = await answerOf(s.t, '/api/login/submit', account.LoginSessionSchema, { form, headers: APP });
    expect(session.expiresIn).toBeGreaterThan(0);
    expect(session.userInfo).toMatchObject({
      mobileMasked: '137****7000',
      realNameStatus: 'none',
      realNameMasked: null,
    });

    const info = await answerOf(s.t, '/api/client/info', UserInfoSchema, { token: session.accessToken });
    expect(info.userId).toBe(session.userInfo.userId);
    const seed = await call('/api/client/info', UserInfoSchema);
    expect(seed.userId).not.toBe(info.userId);
  });

  test('the wallet login answers the seed renter with the coupons they hold', async () => {
    const res = await s.t.surface('/wallet-sim/auth', {
      method: 'POST',
      body: JSON.stringify({ scopes: 'auth_user' }),
    });
    const { authCode } = ((await res.json()) as { data: { authCode: string } }).data;
    const form = { grantType: 'alipay', code: authCode, channelCode: 'wire-test' };
    const session = await answerOf(s.t, '/api/login/submit', account.LoginSessionSchema, { form, headers: APP });
    expect(session.userInfo).toMatchObject({ nickName: '林小租', mobileMasked: '138****8000', couponCount: 2 });
    expect(session.userInfo.orderCounts.pending).toBe(0);
  });

  test('binding a new number proven by its code shows it masked on the profile', async () => {
    await sendCode(NEW_MOBILE);
    const bound = await call('/api/client/mobile/bind', UserInfoSchema, {
      form: { mobile: NEW_MOBILE, code: await codeFor(NEW_MOBILE) },
    });
    expect(bound.mobileMasked).toBe('137****7000');
    expect((await call('/api/client/info', UserInfoSchema)).mobileMasked).toBe('137****7000');
  });
});

describe('emergency contacts', () => {
  const parent = { relation: 'parent', name: '张大山', mobile: '13900139001' } as const;
  const friend = { relation: 'friend', name: '李小二', mobile: '13900139002' } as const;

  test('a saved list is what the page reads back; a refused one names the contact at fault', async () => {
    expect(await call('/api/client/link/detail', account.ContactListSchema)).toEqual({ contacts: [] });
    const saved = await call('/api/client/link/submit', account.ContactListSchema, {
      json: { contacts: [parent, friend] },
    });
    expect(saved.contacts).toEqual([parent, friend]);

    const duplicate = await refused('/api/client/link/submit', account.ContactRefusalSchema, {
      json: { contacts: [friend, parent, { ...friend, relation: 'colleague' }] },
    });
    expect(duplicate).toEqual({ code: 400, data: { index: 2, reason: 'duplicate' } });
    const own = await refused('/api/client/link/submit', account.ContactRefusalSchema, {
      json: { contacts: [{ ...parent, mobile: SEED_MOBILE }, friend] },
    });
    expect(own.data).toEqual({ index: 0, reason: 'own' });
    const invalid = await refused('/api/client/link/submit', account.ContactRefusalSchema, {
      json: { contacts: [parent, { ...friend, mobile: '12345' }] },
    });
    expect(invalid.data).toEqual({ index: 1, reason: 'invalid' });

    expect((await call('/api/client/link/detail', account.ContactListSchema)).contacts).toEqual([parent, friend]);
  });
});

describe('real name', () => {
  test('both card sides read, a name not on the card refused, the face check passed: verified', async () => {
    const frontFileId = await putFile('front');
    const backFileId = await putFile('back');
    expect(frontFileId).not.toBe(backFileId);
    const front = await call('/api/client/idcard/ocr', account.IdFrontSchema, {
      form: { fileId: frontFileId, side: 'front' },
    });
    expect(front).toMatchObject({ name: '张三', idNumber: '110105199003071239', birthDate: '1990-03-07' });
    const back = await call('/api/client/idcard/ocr', account.IdBackSchema, {
      form: { fileId: backFileId, side: 'back' },
    });
    expect(back).toMatchObject({ validFrom: '2020-05-01', validTo: '2040-05-01' });

    const form = { name: front.name, idNumber: front.idNumber, validFrom: back.validFrom, validTo: back.validTo };
    const files = { frontFileId, backFileId };
    const notOnCard = await refused('/api/client/auth/submit', account.NotOnCardSchema, {
      form: { ...form, ...files, name: '李四' },
    });
    expect(notOnCard.data).toEqual({ field: 'name', reason: 'notOnCard' });
    const wrongNumber = await refused('/api/client/auth/submit', account.NotOnCardSchema, {
      form: { ...form, ...files, idNumber: '110105198507152011' },
    });
    expect(wrongNumber.data).toEqual({ field: 'idNumber', reason: 'notOnCard' });
    const submitted = await call('/api/client/auth/submit', account.RealNameSubmittedSchema, {
      form: { ...form, ...files },
    });
    expect(submitted.realNameStatus).toBe('ocr_done');

    const { certifyId } = await call('/api/client/auth/face', account.FaceStartedSchema, { form: {} });
    expect((await call('/api/client/info', UserInfoSchema)).realNameStatus).toBe('face_pending');
    await s.t.surface('/wallet-sim/face', { method: 'POST', body: JSON.stringify({ certifyId }) });
    // put-face passes no schema: the app only needs it accepted.
    expect((await s.t.api('/api/client/face/put', as({ form: { certifyId, resultCode: '9000' } }))).success).toBe(true);
    const result = await call('/api/client/face/result', account.FaceResultSchema, { form: { certifyId } });
    expect(result).toMatchObject({ passed: true, realNameStatus: 'verified' });
    expect(result.userInfo.realNameStatus).toBe('verified');
    expect(result.userInfo.realNameMasked).toEqual(expect.stringContaining('三'));
  });
});

describe('help and feedback', () => {
  test.each(['zh-CN', 'en', 'es', 'fr', 'zh-TW'])('every agreement and the FAQ are served in %s', async (lang) => {
    const titles = new Set<string>();
    for (const type of account.AGREEMENT_TYPES) {
      const agreement = await call(`/api/common/agreement?type=${type}`, account.AgreementSchema, { lang });
      expect(agreement.type).toBe(type);
      expect(agreement.sections.length).toBeGreaterThan(0);
      expect(agreement.sections.every((section) => section.paragraphs.length > 0)).toBe(true);
      titles.add(agreement.title);
    }
    expect(titles.size).toBe(account.AGREEMENT_TYPES.length);
    const faq = await call('/api/common/question', account.CommonQuestionsSchema, { lang });
    expect(faq.length).toBeGreaterThan(0);
    expect(new Set(faq.map((q) => q.id)).size).toBe(faq.length);
    expect(faq.every((q) => q.question !== '' && q.answer !== '')).toBe(true);
  });

  test('feedback with a screenshot is numbered, one after the other', async () => {
    const imageIds = [await putFile('front')];
    const first = await call('/api/client/complaint/submit', account.ComplaintCreatedSchema, {
      json: { type: 'app', content: '页面加载有点慢', contact: SEED_MOBILE, imageIds },
    });
    const second = await call('/api/client/complaint/submit', account.ComplaintCreatedSchema, {
      json: { type: 'service', content: '客服回复很及时，谢谢', contact: '' },
    });
    expect(second.id).toBe(first.id + 1);
  });
});
