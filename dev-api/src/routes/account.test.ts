import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_AUTH, startTestServer, type Envelope, type TestServer } from '../testing/test-server';

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.control('POST', 'reset');
  token = await t.login();
});

const asset = (name: string) => readFileSync(path.join(__dirname, '..', 'data', 'idcard', name));

async function upload(bytes: Buffer, name: string): Promise<Envelope<{ fileId: string }>> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${t.url}/api/client/put-file`, {
    method: 'POST',
    headers: { 'Client-Authorization': CLIENT_AUTH, token },
    body,
  });
  return (await res.json()) as Envelope<{ fileId: string }>;
}

const ocr = (fileId: string, side: string) =>
  t.api<Record<string, string>>('/api/client/idcard/ocr', { token, form: { fileId, side } });

async function submitCard(patch: Record<string, string> = {}) {
  const front = (await upload(asset('front.png'), 'front.png')).data.fileId;
  const back = (await upload(asset('back.png'), 'back.png')).data.fileId;
  return t.api<{ realNameStatus: string }>('/api/client/auth/submit', {
    token,
    form: {
      name: '张三',
      idNumber: '110105199003071239',
      validFrom: '2020-05-01',
      validTo: '2040-05-01',
      frontFileId: front,
      backFileId: back,
      ...patch,
    },
  });
}

describe('upload and OCR', () => {
  test('the fixture card is read on both sides', async () => {
    const front = await upload(asset('front.png'), 'front.png');
    expect(front.success).toBe(true);
    expect((await ocr(front.data.fileId, 'front')).data).toMatchObject({
      name: '张三',
      idNumber: '110105199003071239',
    });
    const back = await upload(asset('back.png'), 'back.png');
    expect((await ocr(back.data.fileId, 'back')).data).toMatchObject({
      validFrom: '2020-05-01',
      validTo: '2040-05-01',
    });
  });

  test('a blank image is unreadable; the wrong side is named', async () => {
    const blank = await upload(asset('blank.png'), 'blank.png');
    const read = await ocr(blank.data.fileId, 'front');
    expect(read).toMatchObject({ success: false, code: 400 });
    expect(read.msg).toContain('无法识别');
    const front = await upload(asset('front.png'), 'front.png');
    expect((await ocr(front.data.fileId, 'back')).msg).toBe('请上传身份证国徽面');
  });

  test('a form body is not an upload; another user cannot read my file', async () => {
    expect((await t.api('/api/client/put-file', { token, form: { a: 'b' } })).code).toBe(400);
    const front = await upload(asset('front.png'), 'front.png');
    const other = await t.login('2088000000000002');
    const read = await t.api('/api/client/idcard/ocr', {
      token: other,
      form: { fileId: front.data.fileId, side: 'front' },
    });
    expect(read.code).toBe(400);
  });
});

describe('multipart uploads', () => {
  const post = (body: Buffer | string, contentType: string) =>
    fetch(`${t.url}/api/client/put-file`, {
      method: 'POST',
      headers: { 'Client-Authorization': CLIENT_AUTH, token, 'Content-Type': contentType },
      body,
    }).then(async (res) => ({ status: res.status, envelope: (await res.json()) as Envelope }));

  test('the OCR reads the card from the bytes, not from a marker anywhere in the body', async () => {
    const text = await upload(Buffer.from('Comment\0YOUPIN-TEST-IDCARD:front'), 'front.png');
    expect((await ocr(text.data.fileId, 'front')).code).toBe(400);
  });

  test('a body over 10 MB is a 400 envelope', async () => {
    const big = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'big.png');
    expect(big).toMatchObject({ success: false, code: 400 });
  });

  test('a malformed multipart body is a 400 envelope', async () => {
    const { status, envelope } = await post('--x\r\nno headers end', 'multipart/form-data; boundary=x');
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ success: false, code: 400 });
  });
});

describe('real-name and face', () => {
  test('submit, then a face pass verifies and masks the name', async () => {
    expect((await submitCard()).data.realNameStatus).toBe('ocr_done');
    const { data } = await t.api<{ certifyId: string }>('/api/client/auth/face', { token, form: {} });
    await t.surface(`/wallet-sim/face`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ certifyId: data.certifyId }),
    });
    const result = await t.api<{ passed: boolean; userInfo: { realNameMasked: string } }>('/api/client/face/result', {
      token,
      form: { certifyId: data.certifyId },
    });
    expect(result.data).toMatchObject({
      passed: true,
      userInfo: { realNameMasked: '*三', realNameStatus: 'verified' },
    });
    expect((await submitCard()).code).toBe(409);
  });

  test('a steered face failure fails, and a new attempt can pass', async () => {
    await submitCard();
    await t.control('POST', 'wallet', { action: 'face', resultCode: '4000', times: 1 });
    for (const expected of [false, true]) {
      const { data } = await t.api<{ certifyId: string }>('/api/client/auth/face', { token, form: {} });
      await t.surface(`/wallet-sim/face`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ certifyId: data.certifyId }),
      });
      const result = await t.api<{ passed: boolean }>('/api/client/face/result', {
        token,
        form: { certifyId: data.certifyId },
      });
      expect(result.data.passed).toBe(expected);
    }
  });

  test.each([
    ['a wrong check digit', { idNumber: '110105199003071238' }, '身份证号码不正确'],
    ['an end before the start', { validTo: '2019-01-01' }, '证件有效期不正确'],
    ['a name with digits', { name: '张3' }, '请输入证件上的真实姓名'],
  ])('refuses %s', async (_why, patch, msg) => {
    expect((await submitCard(patch)).msg).toBe(msg);
  });

  test('long-term validity is accepted', async () => {
    expect((await submitCard({ validTo: 'long' })).success).toBe(true);
  });
});

describe('contacts', () => {
  const ok = [
    { relation: 'parent', name: '李四', mobile: '13900139000' },
    { relation: 'friend', name: '王五', mobile: '13700137000' },
  ];
  test('saves at least two and shows them back', async () => {
    expect((await t.api('/api/client/link/detail', { token })).data).toEqual({ contacts: [] });
    expect((await t.api('/api/client/link/submit', { token, json: { contacts: ok } })).success).toBe(true);
    expect((await t.api('/api/client/link/detail', { token })).data).toEqual({ contacts: ok });
  });
  test.each([
    ['one contact', [ok[0]], '请至少填写 2 位紧急联系人'],
    ['a bad mobile', [ok[0], { ...ok[1], mobile: '12345' }], '第 2 位联系人信息不完整或不正确'],
    ['a repeated mobile', [ok[0], { ...ok[1], mobile: '13900139000' }], '第 2 位联系人的手机号与其他联系人重复'],
    ['the user’s own mobile', [{ ...ok[0], mobile: '13800138000' }, ok[1]], '第 1 位联系人的手机号不能是本人手机号'],
  ])('refuses %s', async (_why, contacts, msg) => {
    expect((await t.api('/api/client/link/submit', { token, json: { contacts } })).msg).toBe(msg);
  });
});

describe('complaint', () => {
  test('saves a valid one and refuses a short text or unknown type', async () => {
    const sent = await t.api<{ id: number }>('/api/client/complaint/submit', {
      token,
      json: { type: 'service', content: '客服回复太慢了', contact: '' },
    });
    expect(sent.data.id).toBe(1);
    expect(
      (await t.api('/api/client/complaint/submit', { token, json: { type: 'service', content: '慢' } })).code,
    ).toBe(400);
    expect(
      (await t.api('/api/client/complaint/submit', { token, json: { type: 'x', content: '客服回复太慢了' } })).code,
    ).toBe(400);
  });

  test('attaches up to three screenshots the renter uploaded, and no one else’s', async () => {
    const shot = (await upload(asset('blank.png'), 'screen.png')).data.fileId;
    const send = (imageIds: unknown, as = token) =>
      t.api<{ id: number }>('/api/client/complaint/submit', {
        token: as,
        json: { type: 'app', content: '付款页按钮点不动', imageIds },
      });
    expect((await send([shot])).success).toBe(true);
    expect((await send([shot, shot, shot, shot])).code).toBe(400);
    expect((await send(['nope'])).code).toBe(400);
    expect((await send([shot], await t.login('2088000000000999'))).code).toBe(400);
  });
});

describe('change phone number', () => {
  test('a code to the new number moves the account to it', async () => {
    await t.api('/api/login/sendCode', { form: { mobile: '13600136000' } });
    const { code } = await t.control<{ code: string }>('GET', 'sms?mobile=13600136000');
    const bound = await t.api<{ mobileMasked: string }>('/api/client/mobile/bind', {
      token,
      form: { mobile: '13600136000', code },
    });
    expect(bound.data.mobileMasked).toBe('136****6000');
  });
  test('the same number or a wrong code is refused', async () => {
    expect(
      (await t.api('/api/client/mobile/bind', { token, form: { mobile: '13800138000', code: '123456' } })).msg,
    ).toBe('新手机号不能与当前手机号相同');
    await t.api('/api/login/sendCode', { form: { mobile: '13600136000' } });
    const wrong = await t.api('/api/client/mobile/bind', { token, form: { mobile: '13600136000', code: '000000' } });
    expect(wrong.success).toBe(false);
  });
});

describe('agreements', () => {
  test('each type, localized; an unknown one is 404', async () => {
    const user = await t.api<{ title: string; sections: unknown[] }>('/api/common/agreement?type=user');
    expect(user.data.title).toBe('用户协议');
    const en = await t.api<{ title: string; sections: { heading: string; paragraphs: string[] }[] }>(
      '/api/common/agreement?type=rental',
      { lang: 'en' },
    );
    expect(en.data.title).toBe('Rental Agreement');
    expect(en.data.sections[0]?.heading).toBe('1. Parties and definitions');
    expect(en.data.sections.every((s) => s.paragraphs.length > 0)).toBe(true);
    expect((await t.api('/api/common/agreement?type=x')).code).toBe(404);
  });
});

describe('renters under 18', () => {
  test('an ID number of someone under 18 is refused with a business message', async () => {
    const res = await submitCard({ idNumber: '110105201503071235' });
    expect(res).toMatchObject({ success: false, code: 400, msg: '未满 18 周岁不能租赁设备' });
  });
});
