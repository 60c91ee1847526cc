import { http as mswHttp } from 'msw';
import { initI18n } from '../i18n/i18n';
import { registerNavigator } from '../navigation/navigate';
import { onSessionCleared, tokenAtom } from '../state/auth-atoms';
import { appStore } from '../state/store';
import { fail, ok, setupApiServer } from '../testing/api-server';
import { http } from './index';

const server = setupApiServer();

beforeAll(() => initI18n('zh-CN'));
afterEach(() => registerNavigator(null));

test('five calls answered 401 together clear the session once and go to login once', async () => {
  const navigate = jest.fn();
  registerNavigator(navigate);
  const cleared = jest.fn();
  const stop = onSessionCleared(cleared);
  appStore.set(tokenAtom, 'tok-storm');
  window.location.hash = '#/pages/myOrder/myOrder?tab=pending';
  server.use(mswHttp.get('/api/x/:n', () => fail(401, '登录已过期')));
  const calls = [1, 2, 3, 4, 5].map((n) => http.get(`/api/x/${n}`));
  await expect(Promise.all(calls)).resolves.toEqual(Array(5).fill(undefined));
  stop();
  expect(cleared).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith(
    `/pages/login/login?redirect=${encodeURIComponent('/pages/myOrder/myOrder?tab=pending')}`,
    { replace: true },
  );
});

test('a late 401 for a call sent with an old token leaves the session created since alone', async () => {
  const navigate = jest.fn();
  registerNavigator(navigate);
  appStore.set(tokenAtom, 'tok-old');
  let release: () => void = () => undefined;
  server.use(
    mswHttp.get('/api/slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return fail(401);
    }),
    mswHttp.get('/api/fresh', () => ok('mine')),
  );
  const late = http.get('/api/slow');
  await new Promise((r) => setTimeout(r, 50));
  appStore.set(tokenAtom, 'tok-new');
  release();
  await expect(late).resolves.toBeUndefined();
  expect(appStore.get(tokenAtom)).toBe('tok-new');
  expect(navigate).not.toHaveBeenCalled();
  await expect(http.get('/api/fresh')).resolves.toBe('mine');
});
