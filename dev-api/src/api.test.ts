import { CLIENT_AUTH, startTestServer, type TestServer } from './testing/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.control('POST', 'reset'));

test('every answer is an HTTP 200 envelope', async () => {
  const res = await fetch(`${t.url}/api/index/platform`, { headers: { 'Client-Authorization': CLIENT_AUTH } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'success']);
  expect(body).toMatchObject({ success: true, code: 200 });
});

test('a missing or wrong Client-Authorization answers code 400 "client unauthorized"', async () => {
  const missing = await fetch(`${t.url}/api/goods/category`);
  expect(missing.status).toBe(200);
  expect(await missing.json()).toEqual({ success: false, code: 400, msg: '客户端未授权', data: null });
  const wrong = await t.api('/api/goods/category', {
    headers: { 'Client-Authorization': 'Basic d3Jvbmc6d3Jvbmc=' },
    lang: 'en',
  });
  expect(wrong).toMatchObject({ success: false, code: 400, msg: 'Client unauthorized' });
});

test('protected calls answer business code 401 without a valid token', async () => {
  const none = await t.api('/api/client/info', { lang: 'en' });
  expect(none).toMatchObject({ success: false, code: 401, msg: 'Please log in first', data: null });
  const bad = await t.api('/api/client/info', { token: 'not-a-token', lang: 'en' });
  expect(bad).toMatchObject({ success: false, code: 401, msg: 'Your session has expired, please log in again' });
});

test('either the token header or the bearer header is accepted', async () => {
  const token = await t.login();
  const viaToken = await t.api('/api/client/info', { headers: { token } });
  const viaBearer = await t.api('/api/client/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(viaToken.success).toBe(true);
  expect(viaBearer.success).toBe(true);
});

test('unknown calls, wrong methods and unreadable bodies are business errors', async () => {
  expect(await t.api('/api/nope')).toMatchObject({ success: false, code: 404 });
  expect(await t.api('/api/goods/category', { method: 'POST', form: {} })).toMatchObject({ success: false, code: 400 });
  const res = await fetch(`${t.url}/api/common/printLog`, {
    method: 'POST',
    headers: { 'Client-Authorization': CLIENT_AUTH, 'Content-Type': 'application/json' },
    body: '{"route": ',
  });
  expect(await res.json()).toMatchObject({ success: false, code: 400 });
});

test('an error thrown inside a handler becomes envelope code 500 and the server keeps serving', async () => {
  const token = await t.login();
  const { store } = t.server.context;
  const users = store.users;
  store.users = {
    has: () => true,
    get: () => {
      throw new Error('boom');
    },
  } as unknown as typeof users;
  const broken = await t.api('/api/client/info', { token, lang: 'en' });
  expect(broken).toEqual({ success: false, code: 500, msg: 'Server error!', data: null });
  store.users = users;
  expect((await t.api('/api/client/info', { token })).success).toBe(true);
});

test('form and JSON bodies are both accepted', async () => {
  const json = await t.api('/api/login/sendCode', { json: { mobile: '13900001111' } });
  const form = await t.api('/api/login/sendCode', { form: { mobile: '13900002222' } });
  expect(json.success).toBe(true);
  expect(form.success).toBe(true);
});

test('CORS preflight is answered for API calls', async () => {
  const res = await fetch(`${t.url}/api/index/banner`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  expect(res.headers.get('access-control-allow-headers')).toMatch(/Client-Authorization/);
});

test('the log call takes the client credential from its query, as a beacon sends it', async () => {
  const beacon = await fetch(`${t.url}/api/common/printLog?clientAuthorization=${encodeURIComponent(CLIENT_AUTH)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'bye', lang: 'en' }),
  });
  expect(await beacon.json()).toMatchObject({ success: true });
  const other = await fetch(`${t.url}/api/index/platform?clientAuthorization=${encodeURIComponent(CLIENT_AUTH)}`);
  expect(await other.json()).toMatchObject({ success: false, code: 400 });
});
