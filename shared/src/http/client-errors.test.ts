import { array, number } from 'valibot';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { initI18n, i18n } from '../i18n/i18n';
import { fail, ok, setupApiServer } from '../testing/api-server';
import { setupAntdMobile } from '../ui/antd-setup';
import { ApiError, http, isApiError, NETWORK_ERROR_CODE } from './index';
import { clearToasts, expectToast, toastTexts } from './toast-probe';

const server = setupApiServer();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function answer(resolver: Parameters<typeof mswHttp.get>[1]) {
  server.use(mswHttp.get('/api/x', resolver));
}

beforeAll(async () => {
  setupAntdMobile();
  await initI18n('zh-CN');
});
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(clearToasts);

test('a successful call resolves to the envelope data', async () => {
  answer(() => ok({ id: 1 }));
  await expect(http.get<{ id: number }>('/api/x')).resolves.toEqual({ id: 1 });
  expect(toastTexts()).toEqual([]);
});

test('a missing data field resolves to null, never undefined', async () => {
  answer(() => HttpResponse.json({ success: true, code: 200, msg: '' }));
  await expect(http.get('/api/x')).resolves.toBeNull();
});

test('HTTP 500 with a msg shows that msg and rejects as an http error', async () => {
  answer(() => HttpResponse.json({ success: false, code: 500, msg: '库存服务维护中' }, { status: 500 }));
  const error = await rejection(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', code: 500, httpStatus: 500, msg: '库存服务维护中' });
  await expectToast('库存服务维护中');
});

test('HTTP 500 without a msg shows the default server error with an ASCII "!"', async () => {
  answer(() => new HttpResponse('oops', { status: 502 }));
  const error = await rejection(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', code: 502, msg: '服务器异常!' });
  await expectToast('服务器异常!');
});

test.each([
  ['no body', () => new HttpResponse(null, { status: 200 })],
  ['an HTML page', () => HttpResponse.html('<html></html>')],
  ['JSON that is not an envelope', () => HttpResponse.json({ id: 1 })],
  ['a JSON array', () => HttpResponse.json([1, 2])],
])('HTTP 200 with %s is the empty-body row', async (_name, resolver) => {
  answer(resolver);
  const error = await rejection(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'empty', code: 200 });
  await expectToast('响应类型异常，请联系客服处理！');
});

test('data failing its schema counts as a malformed answer', async () => {
  answer(() => ok('not a list'));
  await expect(rejection(http.get('/api/x', { schema: array(number()) }))).resolves.toMatchObject({ kind: 'empty' });
  await expectToast('响应类型异常，请联系客服处理！');
});

test('business 500 with a msg shows it and rejects with the code', async () => {
  answer(() => fail(409, '订单状态已变化'));
  const error = await rejection(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'business', code: 409, httpStatus: 200, msg: '订单状态已变化' });
  await expectToast('订单状态已变化');
});

test('a business refusal carries its data, e.g. which field failed', async () => {
  answer(() => fail(400, '第 2 位联系人的手机号不能是本人手机号', { index: 1, reason: 'own' }));
  const error = await rejection(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'business', code: 400, data: { index: 1, reason: 'own' } });
  answer(() => fail(409, '订单状态已变化'));
  expect((await rejection(http.get('/api/x'))).data).toBeNull();
  answer(() => HttpResponse.json({}, { status: 502 }));
  expect((await rejection(http.get('/api/x'))).data).toBeUndefined();
});

test('business 500 without a msg shows the default with a full-width "！"', async () => {
  answer(() => fail(500));
  const error = await rejection(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'business', code: 500, msg: '服务器异常！' });
  await expectToast('服务器异常！');
});

test('success false with code 200 still rejects as a business error', async () => {
  answer(() => HttpResponse.json({ success: false, code: 200, msg: '', data: null }));
  await expect(rejection(http.get('/api/x'))).resolves.toMatchObject({ kind: 'business', code: 200 });
});

test('a network failure rejects with code -100 and the retry text', async () => {
  answer(() => HttpResponse.error());
  const error = await rejection(http.get('/api/x'));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'network', code: NETWORK_ERROR_CODE, msg: '请求失败，请重试！' });
  expect(NETWORK_ERROR_CODE).toBe(-100);
  await expectToast('请求失败，请重试！');
});

test('silent calls reject without any toast', async () => {
  answer(() => fail(500, '不该显示'));
  await expect(rejection(http.get('/api/x', { silent: true }))).resolves.toMatchObject({ code: 500 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(toastTexts()).toEqual([]);
});

test('messages follow the current language at the time they are shown', async () => {
  await i18n.changeLanguage('en');
  answer(() => fail(500));
  await expect(rejection(http.get('/api/x'))).resolves.toMatchObject({ msg: 'Server error!' });
  await expectToast('Server error!');
  await clearToasts();
  await i18n.changeLanguage('fr');
  answer(() => HttpResponse.error());
  await expect(rejection(http.get('/api/x'))).resolves.toMatchObject({
    msg: 'La requête a échoué. Veuillez réessayer.',
  });
  await expectToast('La requête a échoué. Veuillez réessayer.');
});

test('a POST is answered too', async () => {
  server.use(
    mswHttp.post('/api/y', async () => {
      await delay(5);
      return ok(null);
    }),
  );
  await expect(http.post('/api/y', { a: 1 })).resolves.toBeNull();
});
