import { delay, http as mswHttp } from 'msw';
import { initI18n, i18n } from '../i18n/i18n';
import { fail, ok, setupApiServer } from '../testing/api-server';
import { http, isApiError, NETWORK_ERROR_CODE, REQUEST_TIMEOUT_MS } from './index';
import { callsInFlight } from './in-flight';
import { clearToasts, expectToast, toastTexts } from './toast-probe';

const server = setupApiServer();

function answerAfter(ms: number) {
  server.use(
    mswHttp.get('/api/slow', async () => {
      await delay(ms);
      return ok('done');
    }),
  );
}

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(async () => {
  jest.useRealTimers();
  await clearToasts();
});

test('a call answered within 800 ms shows no loading toast', async () => {
  answerAfter(300);
  await expect(http.get('/api/slow')).resolves.toBe('done');
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(toastTexts()).toEqual([]);
});

test('a call that takes longer shows "加载中…" after 800 ms and ends it when it settles', async () => {
  answerAfter(1500);
  const call = http.get('/api/slow');
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(toastTexts()).toEqual([]);
  await expectToast('加载中…');
  await expect(call).resolves.toBe('done');
  for (let i = 0; i < 100 && toastTexts().length > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(toastTexts()).toEqual([]);
});

test('a slow call that fails swaps the loading toast for the error toast, which stays', async () => {
  server.use(
    mswHttp.get('/api/slow', async () => {
      // Long enough past the toast's 800 ms for a busy machine to draw it before the answer comes.
      await delay(2500);
      return fail(500);
    }),
  );
  const call = http.get('/api/slow').catch((e: unknown) => e);
  await expectToast('加载中…');
  await call;
  await expectToast('服务器异常！');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(toastTexts()).toEqual(['服务器异常！']);
});

test('the loading text is translated', async () => {
  await i18n.changeLanguage('es');
  answerAfter(2500);
  const call = http.get('/api/slow');
  await expectToast('Cargando…');
  await call;
});

test.each([
  ['loading: false', { loading: false }],
  ['silent: true', { silent: true }],
])('%s never shows the loading toast', async (_name, options) => {
  answerAfter(1200);
  const call = http.get('/api/slow', options);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(toastTexts()).toEqual([]);
  await call;
});

test('a call unanswered after 60 s fails as a timeout with code -100', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  server.use(
    mswHttp.get('/api/hang', async () => {
      await delay('infinite');
      return ok(null);
    }),
  );
  const outcome = http.get('/api/hang', { loading: false }).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
  let settled = false;
  void outcome.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  const error = await outcome;
  expect(isApiError(error) && error.kind).toBe('timeout');
  expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, msg: '请求失败，请重试！' });
  expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  jest.useRealTimers();
  await expectToast('请求失败，请重试！');
});

test('a call counts as on its way until its answer is in, whether it succeeds or fails', async () => {
  answerAfter(100);
  server.use(mswHttp.get('/api/refused', () => fail(1001, 'refused')));
  const call = http.get('/api/slow');
  expect(callsInFlight()).toBe(1);
  await call;
  expect(callsInFlight()).toBe(0);
  const refused = http.get('/api/refused', { silent: true });
  expect(callsInFlight()).toBe(1);
  await expect(refused).rejects.toThrow();
  expect(callsInFlight()).toBe(0);
});
