import { http as mswHttp, HttpResponse } from 'msw';
import { initI18n } from '../i18n/i18n';
import { fail, ok, setupApiServer } from '../testing/api-server';
import { http, isApiError } from './index';
import { clearToasts, expectToast, toastTexts } from './toast-probe';

const server = setupApiServer();

/** Answers `/api/x` from the list, one per call (the last one again when it runs out). */
function answers(method: 'get' | 'post', ...list: (() => Response)[]) {
  const seen: { at: number; body: string }[] = [];
  server.use(
    mswHttp[method]('/api/x', async ({ request }) => {
      seen.push({ at: Date.now(), body: await request.text() });
      return (list[Math.min(seen.length - 1, list.length - 1)] ?? (() => ok(null)))();
    }),
  );
  return seen;
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json({ success: false, code, msg: '' }, { status: code, headers });

beforeAll(() => initI18n('zh-CN'));
afterEach(clearToasts);

test('a GET lost to the network is asked again and its answer used, without a toast', async () => {
  const seen = answers(
    'get',
    () => HttpResponse.error(),
    () => ok({ id: 1 }),
  );
  await expect(http.get('/api/x')).resolves.toEqual({ id: 1 });
  expect(seen).toHaveLength(2);
  expect(toastTexts()).toEqual([]);
});

test('a GET answered 5xx is retried at most twice, with growing pauses, then fails with one toast', async () => {
  const seen = answers('get', status(503));
  const error: unknown = await http.get('/api/x').catch((e: unknown) => e);
  expect(isApiError(error) && error.httpStatus).toBe(503);
  expect(seen).toHaveLength(3);
  const [a, b, c] = seen.map((s) => s.at);
  expect(b! - a!).toBeGreaterThanOrEqual(190);
  expect(c! - b!).toBeGreaterThanOrEqual(390);
  await expectToast('服务器异常!');
});

test('429 with Retry-After waits as long as the server asks', async () => {
  const seen = answers('get', status(429, { 'Retry-After': '1' }), () => ok('late'));
  await expect(http.get('/api/x')).resolves.toBe('late');
  expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(990);
});

test('a Retry-After longer than a renter would wait is not retried', async () => {
  const seen = answers('get', status(503, { 'Retry-After': '120' }), () => ok('never'));
  await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({ httpStatus: 503 });
  expect(seen).toHaveLength(1);
});

test('a 4xx or a business refusal is not retried', async () => {
  const seen = answers('get', status(404));
  await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({ httpStatus: 404 });
  const biz = answers('get', () => fail(500, '库存不足'));
  await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({ kind: 'business' });
  expect([seen.length, biz.length]).toEqual([1, 1]);
});

test('a POST is retried only when it carries its request key', async () => {
  const plain = answers(
    'post',
    () => HttpResponse.error(),
    () => ok('twice'),
  );
  await expect(http.post('/api/x', { a: 1 }, { silent: true })).rejects.toMatchObject({ kind: 'network' });
  expect(plain).toHaveLength(1);
  const keyed = answers(
    'post',
    () => HttpResponse.error(),
    status(502),
    () => ok('placed'),
  );
  await expect(http.post('/api/x', { requestKey: 'k-1' }, { json: true })).resolves.toBe('placed');
  expect(keyed.map((s) => s.body)).toEqual(Array(3).fill('{"requestKey":"k-1"}'));
});

test('five calls failing together show one toast', async () => {
  answers('get', status(500));
  const calls = Array.from({ length: 5 }, () => http.get('/api/x').catch(() => 'failed'));
  expect(await Promise.all(calls)).toEqual(Array(5).fill('failed'));
  await expectToast('服务器异常!');
  expect(toastTexts()).toHaveLength(1);
});

test('a failed prefetch counts as the first attempt of the page’s own call', async () => {
  const seen = answers('get', status(502), () => ok('fresh'));
  http.prefetch('/api/x');
  await new Promise((r) => setTimeout(r, 50));
  await expect(http.get('/api/x')).resolves.toBe('fresh');
  expect(seen).toHaveLength(2);
});

test('offline, a call lost to the network is not retried and adds no toast to the offline notice', async () => {
  const seen = answers('get', () => HttpResponse.error());
  window.dispatchEvent(new Event('offline'));
  await expect(http.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
  window.dispatchEvent(new Event('online'));
  await new Promise((r) => setTimeout(r, 100));
  expect(seen).toHaveLength(1);
  expect(toastTexts()).toEqual([]);
});

test('a cancelled call stops waiting for its retry', async () => {
  const seen = answers('get', status(503));
  const controller = new AbortController();
  const pending = http.get('/api/x', { signal: controller.signal });
  await new Promise((r) => setTimeout(r, 50));
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  await new Promise((r) => setTimeout(r, 800));
  expect(seen).toHaveLength(1);
});
