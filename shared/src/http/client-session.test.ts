import { http as mswHttp } from 'msw';
import { initI18n } from '../i18n/i18n';
import { registerNavigator } from '../navigation/navigate';
import { tokenAtom, userInfoAtom, type UserInfo } from '../state/auth-atoms';
import { appStore } from '../state/store';
import { fail, setupApiServer } from '../testing/api-server';
import { http } from './index';
import { toastTexts } from './toast-probe';

const server = setupApiServer();

const user: UserInfo = {
  userId: 7,
  nickName: 'Li',
  avatar: '',
  mobileMasked: '138****8000',
  realNameStatus: 'none',
  realNameMasked: null,
  couponCount: 0,
  orderCounts: {
    pendingPay: 0,
    pendingShip: 0,
    shipped: 0,
    inRent: 0,
    returning: 0,
    toAuthorize: 0,
    toSign: 0,
    toPay: 0,
    pending: 0,
    renting: 0,
  },
};

function answer(resolver: Parameters<typeof mswHttp.get>[1]) {
  server.use(mswHttp.get('/api/x', resolver));
}

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => registerNavigator(null));

test('business 401 clears the session, goes to login remembering the route, and resolves', async () => {
  appStore.set(tokenAtom, 'tok-1');
  appStore.set(userInfoAtom, user);
  expect(localStorage.getItem('token')).toBe('"tok-1"');
  window.location.hash = '#/pages/orderDetail/orderDetail?orderId=9';
  answer(() => fail(401, '请先登录'));
  await expect(http.get('/api/x')).resolves.toBeUndefined();
  expect(appStore.get(tokenAtom)).toBe('');
  expect(appStore.get(userInfoAtom)).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(window.location.hash).toBe(
    `#/pages/login/login?redirect=${encodeURIComponent('/pages/orderDetail/orderDetail?orderId=9')}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(toastTexts()).toEqual([]);
});

test('business 401 on a silent call is handled the same way', async () => {
  appStore.set(tokenAtom, 'tok-2');
  window.location.hash = '#/pages/user/user';
  answer(() => fail(401));
  await expect(http.get('/api/x', { silent: true })).resolves.toBeUndefined();
  expect(appStore.get(tokenAtom)).toBe('');
  expect(window.location.hash).toBe(`#/pages/login/login?redirect=${encodeURIComponent('/pages/user/user')}`);
});

test('business 401 goes through the router once the shell has registered it', async () => {
  const navigate = jest.fn();
  registerNavigator(navigate);
  appStore.set(tokenAtom, 'tok-3');
  window.location.hash = '#/pages/coupon/coupon';
  server.use(mswHttp.post('/api/coupon/get', () => fail(401)));
  await expect(http.post('/api/coupon/get', { id: 1 })).resolves.toBeUndefined();
  expect(navigate).toHaveBeenCalledWith(`/pages/login/login?redirect=${encodeURIComponent('/pages/coupon/coupon')}`, {
    replace: true,
  });
});
