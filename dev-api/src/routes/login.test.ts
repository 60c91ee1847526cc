import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';

interface LoginData {
  accessToken: string;
  expiresIn: number;
  userInfo: { userId: number; mobileMasked: string; realNameStatus: string; nickName: string };
}

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.control('POST', 'reset'));

async function authCode(body: Record<string, unknown> = { scopes: 'auth_user' }): Promise<Response> {
  return t.surface(`/wallet-sim/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function codeFor(walletUserId?: string): Promise<string> {
  const res = await authCode(walletUserId ? { scopes: 'auth_user', walletUserId } : { scopes: 'auth_user' });
  const envelope = (await res.json()) as Envelope<{ authCode: string }>;
  return envelope.data.authCode;
}

const walletLogin = (code: string, lang?: string) =>
  t.api<LoginData>('/api/login/submit', {
    form: { grantType: 'alipay', code, channelCode: 'spring-promo' },
    headers: { 'User-Type': 'app' },
    lang,
  });

describe('wallet login', () => {
  test('the seeded wallet user logs in and sees their masked mobile', async () => {
    const result = await walletLogin(await codeFor());
    expect(result.success).toBe(true);
    expect(result.data.expiresIn).toBeGreaterThan(0);
    expect(result.data.userInfo).toMatchObject({ userId: 10001, mobileMasked: '138****8000', realNameStatus: 'none' });
    const info = await t.api<LoginData['userInfo']>('/api/client/info', { token: result.data.accessToken });
    expect(info.data).toMatchObject({ userId: 10001, mobileMasked: '138****8000', realNameMasked: null });
  });

  test('an auth code works once only', async () => {
    const code = await codeFor();
    expect((await walletLogin(code)).success).toBe(true);
    const again = await walletLogin(code, 'en');
    expect(again).toMatchObject({ success: false, code: 400 });
    expect(again.msg).toMatch(/authorization code/i);
    expect((await walletLogin('made-up-code')).success).toBe(false);
  });

  test('an auth code expires after 5 minutes', async () => {
    const code = await codeFor();
    await t.control('POST', 'clock', { advanceMs: 301_000 });
    expect((await walletLogin(code)).success).toBe(false);
  });

  test('an unknown wallet user gets a new account, the same one each time', async () => {
    const first = await walletLogin(await codeFor('2088000000000042'));
    const second = await walletLogin(await codeFor('2088000000000042'));
    expect(first.data.userInfo.userId).not.toBe(10001);
    expect(second.data.userInfo.userId).toBe(first.data.userInfo.userId);
    expect(first.data.accessToken).not.toBe(second.data.accessToken);
  });

  test('the wallet simulator refuses a request without the auth_user scope', async () => {
    const res = await authCode({ scopes: 'auth_base' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe('sms login', () => {
  const mobile = '13912345678';
  const sendCode = (m = mobile, lang?: string) =>
    t.api<{ expiresIn: number; resendAfter: number }>('/api/login/sendCode', { form: { mobile: m }, lang });
  const smsLogin = (code: string, lang = 'en') =>
    t.api<LoginData>('/api/login/submit', { form: { grantType: 'sms', mobile, code }, lang });
  const sentCode = async (): Promise<string> => (await t.control<{ code: string }>('GET', `sms?mobile=${mobile}`)).code;

  test('a code is sent to a valid mobile only', async () => {
    expect(await sendCode('12345', 'en')).toMatchObject({
      success: false,
      code: 400,
      msg: 'Please enter a valid mobile number',
    });
    expect(await sendCode('11912345678')).toMatchObject({ success: false, code: 400 });
    expect(await sendCode()).toEqual(
      expect.objectContaining({ success: true, data: { expiresIn: 300, resendAfter: 60 } }),
    );
    expect(await sentCode()).toMatch(/^\d{6}$/);
    expect(await t.control('GET', 'sms?mobile=13900000000')).toBeNull();
  });

  test('a second code within 60 s is throttled', async () => {
    await sendCode();
    const again = await sendCode(mobile, 'en');
    expect(again).toMatchObject({ success: false, code: 429 });
    expect(again.msg).toMatch(/try again in (59|60) s/);
    await t.control('POST', 'clock', { advanceMs: 61_000 });
    expect((await sendCode()).success).toBe(true);
  });

  test('the right code logs in and creates a user for an unknown mobile', async () => {
    await sendCode();
    const result = await smsLogin(await sentCode());
    expect(result.success).toBe(true);
    expect(result.data.userInfo.mobileMasked).toBe('139****5678');
    expect(result.data.userInfo.userId).not.toBe(10001);
    expect((await smsLogin(await sentCode())).success).toBe(false);
  });

  test('the seeded mobile logs into the seeded user', async () => {
    await sendCode('13800138000');
    const code = (await t.control<{ code: string }>('GET', 'sms?mobile=13800138000')).code;
    const result = await t.api<LoginData>('/api/login/submit', {
      form: { grantType: 'sms', mobile: '13800138000', code },
    });
    expect(result.data.userInfo.userId).toBe(10001);
  });

  test('wrong codes keep failing with a message; the fifth voids the code', async () => {
    await sendCode();
    const right = await sentCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const result = await smsLogin(wrong);
      expect(result).toMatchObject({ success: false, code: 400 });
      messages.push(result.msg);
    }
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => `Wrong verification code, ${left} attempts left`));
    expect(messages[4]).toBe('Too many wrong attempts, please request a new code');
    expect(await smsLogin(right)).toMatchObject({
      success: false,
      msg: 'Too many wrong attempts, please request a new code',
    });
  });

  test('a code expires after 5 minutes', async () => {
    await sendCode();
    const code = await sentCode();
    await t.control('POST', 'clock', { advanceMs: 300_001 });
    expect(await smsLogin(code)).toMatchObject({
      success: false,
      msg: 'The verification code has expired, please request a new one',
    });
  });

  test('logging in without asking for a code fails with a message', async () => {
    const result = await smsLogin('123456', 'zh-CN');
    expect(result).toMatchObject({ success: false, code: 400, msg: '请先获取验证码' });
  });

  test('an unsupported grant type is refused', async () => {
    const result = await t.api('/api/login/submit', { form: { grantType: 'password', code: 'x' } });
    expect(result).toMatchObject({ success: false, code: 400 });
  });
});
