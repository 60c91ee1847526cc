import { apiHttp, ok, setupApiServer } from '../testing';
import { initI18n } from '../i18n/i18n';
import { clearToasts, expectToast } from './toast-probe';

/**
 * axios arrives with the first call (its own file in the build). A file that does not arrive is
 * the catalogue's network row, like a dropped call; the next call asks for it again.
 */
let answered = 0;
setupApiServer(
  apiHttp.get('/api/goods/list', () => {
    answered += 1;
    return ok({ list: [] });
  }),
);

beforeAll(() => initI18n('zh-CN'));
// Toasts are cleared before the module registry is reset: after it, `Toast` would be a new copy that
// knows nothing of the toast on screen.
afterEach(async () => {
  await clearToasts();
  jest.dontMock('./transport');
  jest.resetModules();
});

test('a transport that fails to load fails the call as −100 with its toast, and the next call loads it again', async () => {
  let loads = 0;
  jest.doMock('./transport', () => {
    loads += 1;
    if (loads <= 3) throw new Error('Loading chunk http-transport failed');
    return jest.requireActual('./transport');
  });
  const { http, isApiError } = await import('./index');
  const failure = await http.get('/api/goods/list').catch((e: unknown) => e);
  expect(isApiError(failure) && [failure.kind, failure.code]).toEqual(['network', -100]);
  await expectToast('请求失败，请重试！');
  expect(answered).toBe(0);
  await expect(http.get('/api/goods/list')).resolves.toEqual({ list: [] });
  expect(answered).toBe(1);
});
