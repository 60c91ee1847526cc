import { startServer } from '../server';
import { CLIENT_AUTH, startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.control('POST', 'reset'));

const PATH = '/api/index/banner';
const get = (path = PATH, init: RequestInit = {}): Promise<Response> =>
  fetch(`${t.url}${path}`, {
    ...init,
    headers: { 'Client-Authorization': CLIENT_AUTH, 'Accept-Language': 'en', ...init.headers },
  });
const fault = (body: Record<string, unknown>) => t.control('POST', 'faults', body);

test('http500 answers HTTP 500 with an envelope', async () => {
  await fault({ path: PATH, type: 'http500', msg: 'upstream down' });
  const res = await get();
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ success: false, code: 500, msg: 'upstream down', data: null });
});

test('biz answers HTTP 200 with success false and the given code', async () => {
  await fault({ path: PATH, type: 'biz', code: 403, msg: 'not allowed' });
  const res = await get();
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: false, code: 403, msg: 'not allowed', data: null });
  await t.control('DELETE', 'faults');
  await fault({ path: PATH, type: 'biz' });
  expect(await (await get()).json()).toMatchObject({ success: false, code: 500, msg: '' });
});

test('empty answers HTTP 200 with no body', async () => {
  await fault({ path: PATH, type: 'empty' });
  const res = await get();
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('');
});

test('html answers an HTML page with HTTP 200', async () => {
  await fault({ path: PATH, type: 'html' });
  const res = await get();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  expect(await res.text()).toMatch(/<html/);
});

test('notFound answers HTTP 404', async () => {
  await fault({ path: PATH, type: 'notFound' });
  expect((await get()).status).toBe(404);
});

test('drop destroys the connection', async () => {
  await fault({ path: PATH, type: 'drop' });
  await expect(get()).rejects.toThrow();
});

test('delay answers normally after delayMs', async () => {
  await fault({ path: PATH, type: 'delay', delayMs: 300 });
  const started = Date.now();
  const res = await get();
  expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  expect(await res.json()).toMatchObject({ success: true });
});

test('hang holds the request until the faults are cleared, then answers', async () => {
  await fault({ path: PATH, type: 'hang' });
  let settled = false;
  const pending = get().then(async (res) => {
    settled = true;
    return res.json();
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(settled).toBe(false);
  expect(t.server.context.faults.pendingHangs).toBe(1);
  await t.control('DELETE', 'faults');
  expect(await pending).toMatchObject({ success: true });
});

test('close() does not wait for hung requests', async () => {
  const own = await startServer({ port: 0, control: true, quiet: true });
  await fetch(`${own.url}/__control/faults`, {
    method: 'POST',
    headers: { 'X-Control-Token': own.controlToken ?? '', 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/api', type: 'hang' }),
  });
  const hung = fetch(`${own.url}/api/index/banner`, { headers: { 'Client-Authorization': CLIENT_AUTH } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  await own.close();
  expect(Date.now() - started).toBeLessThan(1000);
  await expect(hung).rejects.toThrow();
});

test('times limits how many requests a fault hits', async () => {
  await fault({ path: PATH, type: 'http500', times: 2 });
  expect((await get()).status).toBe(500);
  expect((await get()).status).toBe(500);
  expect((await get()).status).toBe(200);
  expect(await t.control('GET', 'faults')).toEqual([]);
});

test('the longest prefix wins and a method limits a fault', async () => {
  await fault({ path: '/api', type: 'http500' });
  await fault({ path: '/api/index/banner', type: 'biz', code: 418 });
  await fault({ path: '/api/common/printLog', method: 'post', type: 'notFound' });
  expect(await (await get()).json()).toMatchObject({ code: 418 });
  expect((await get('/api/goods/category')).status).toBe(500);
  const post = await get('/api/common/printLog', {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json' },
  });
  expect(post.status).toBe(404);
  expect((await get('/api/common/printLog')).status).toBe(500);
});

test('faults reach static files and the wallet simulator too, never the control surface', async () => {
  await fault({ path: '/static/goods/1001', type: 'notFound' });
  await fault({ path: '/wallet-sim', type: 'http500' });
  expect((await get('/static/goods/1001/front.svg')).status).toBe(404);
  expect((await get('/static/goods/1002/front.svg')).status).toBe(200);
  expect((await get('/wallet-sim/auth', { method: 'POST', body: '{"scopes":"auth_user"}' })).status).toBe(500);
  const res = await t.surface(`/__control/faults`, {
    method: 'POST',
    body: JSON.stringify({ path: '/__control', type: 'drop' }),
  });
  expect(res.status).toBe(400);
});

test('bad fault definitions are refused', async () => {
  for (const body of [
    { type: 'http500' },
    { path: 'api', type: 'http500' },
    { path: '/api', type: 'explode' },
    { path: '/api', type: 'delay', delayMs: -1 },
  ]) {
    const res = await t.surface(`/__control/faults`, { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(400);
  }
});

test('requests are counted by path prefix with their last harmless headers, never credentials', async () => {
  await t.api('/api/goods/list?pageNum=2', { lang: 'fr', token: 'secret-token', headers: { Cookie: 'a=b' } });
  await get('/api/goods/category');
  const seen = await t.control<{ count: number; last: { headers: Record<string, string>; query: string } }>(
    'GET',
    'requests?path=/api/goods/list',
  );
  expect(seen.count).toBe(1);
  expect(seen.last.headers['accept-language']).toBe('fr');
  expect(JSON.stringify(seen)).not.toMatch(/secret-token|cmVudGFs|a=b/);
  for (const name of ['authorization', 'token', 'client-authorization', 'cookie'])
    expect(seen.last.headers).not.toHaveProperty(name);
  expect(seen.last.query).toBe('?pageNum=2');
  expect((await t.control<{ count: number }>('GET', 'requests?path=/api/goods')).count).toBe(2);
});

test('reset restores the seed state and clears faults', async () => {
  const token = await t.login('2088000000000077');
  await fault({ path: PATH, type: 'http500' });
  await t.api('/api/common/channel/click?code=x');
  await t.control('POST', 'reset');
  expect((await get()).status).toBe(200);
  expect(await t.api('/api/client/info', { token })).toMatchObject({ code: 401 });
  expect(await t.control('GET', 'channel-clicks')).toEqual([]);
  expect(t.server.context.store.users.size).toBe(1);
});

test('the wallet simulator can be steered', async () => {
  const call = (action: string) =>
    t
      .surface(`/wallet-sim/${action}`, { method: 'POST', body: JSON.stringify({ tradeNo: 'T1' }) })
      .then((r) => r.json());
  expect(await call('pay')).toMatchObject({ success: true, data: { resultCode: '9000' } });
  await t.control('POST', 'wallet', { action: 'pay', resultCode: '6001', times: 1 });
  expect(await call('pay')).toMatchObject({ data: { resultCode: '6001' } });
  expect(await call('pay')).toMatchObject({ data: { resultCode: '9000' } });
});

test('without control neither test surface exists', async () => {
  const off = await startServer({ port: 0, control: false, quiet: true });
  try {
    for (const path of ['/__control/reset', '/__control/faults', '/__control/logs']) {
      expect((await fetch(`${off.url}${path}`, { method: path.endsWith('reset') ? 'POST' : 'GET' })).status).toBe(404);
    }
    const login = await fetch(`${off.url}/wallet-sim/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"scopes":"auth_user"}',
    });
    expect(login.status).toBe(404);
  } finally {
    await off.close();
  }
});
