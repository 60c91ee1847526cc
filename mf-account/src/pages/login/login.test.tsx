import { appStore, channelCodeAtom, tokenAtom, userInfoAtom, type Language, type PageQuery } from '@rental/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { agreementAcceptedAtom } from '../../state/login-atoms';
import { userFixture } from '../../testing/fixtures';
import {
  apiHttp,
  closeOverlays,
  fail,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
  rawKeysIn,
} from '@rental/shared/testing';
import { fakeLoginBackend, type SeenLogins } from '../../testing/login-backend';
import en from '../../locales/en/account.json';
import LoginPage from './login';

const server = setupApiServer();

const fakeBackend = (answer?: () => Response) => fakeLoginBackend(server, answer);

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function renderLogin(
  query: PageQuery = { redirect: '/pages/user/user' },
  opts: { lang?: Language; token?: string } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/login/login" element={<LoginPage query={query} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/pages/login/login', namespace: { ns: 'account', load: loadMessages }, ...opts },
  );
}

const loginButton = () => screen.getByRole('button', { name: /支付宝一键登录/ });
const agreement = () => screen.getByRole('checkbox', { name: /我已阅读并同意/ });

beforeEach(() => {
  appStore.set(agreementAcceptedAtom, false);
  appStore.set(channelCodeAtom, '');
});
afterEach(async () => {
  localStorage.clear();
  await closeOverlays();
});

test('unticked agreements: the message shows at the checkbox and nothing is sent', async () => {
  const seen = fakeBackend();
  await renderLogin();
  await userEvent.click(loginButton());
  expect(screen.getByRole('alert')).toHaveTextContent('请先勾选同意《用户协议》和《隐私政策》');
  expect(seen.wallet).toBe(0);
  expect(seen.logins).toHaveLength(0);
  await userEvent.click(agreement());
  expect(agreement()).toBeChecked();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('wallet login stores the session and goes back to the redirect', async () => {
  appStore.set(channelCodeAtom, 'ch-77');
  const seen = fakeBackend();
  await renderLogin();
  await userEvent.click(agreement());
  await userEvent.click(loginButton());
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/user/user');
  expect(seen.logins).toHaveLength(1);
  const [{ form, userType }] = seen.logins as [SeenLogins['logins'][number]];
  expect(Object.fromEntries(form)).toEqual({ grantType: 'alipay', code: 'code-1', channelCode: 'ch-77' });
  expect(userType).toBe('app');
  expect(appStore.get(tokenAtom)).toBe('tok-new');
  expect(appStore.get(userInfoAtom)?.nickName).toBe('林小租');
  expect(localStorage.getItem('token')).toBe('"tok-new"');
});

test('a refused login shows the server message and the renter can try again', async () => {
  let answers = 0;
  const seen = fakeBackend(() => {
    answers += 1;
    return answers === 1
      ? fail(400, '授权码无效或已过期')
      : ok({ accessToken: 'tok-2', expiresIn: 1, userInfo: { ...userFixture() } });
  });
  await renderLogin();
  await userEvent.click(agreement());
  await userEvent.click(loginButton());
  expect(await screen.findByText('授权码无效或已过期')).toBeInTheDocument();
  await waitFor(() => expect(loginButton()).toBeEnabled());
  expect(appStore.get(tokenAtom)).toBe('');
  await userEvent.click(loginButton());
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/user/user');
  expect(seen.logins).toHaveLength(2);
});

test('a double tap sends one login', async () => {
  const seen = fakeBackend();
  await renderLogin();
  await userEvent.click(agreement());
  await userEvent.dblClick(loginButton());
  await screen.findByTestId('landed');
  expect(seen.wallet).toBe(1);
  expect(seen.logins).toHaveLength(1);
});

test('a wallet that refuses says so and sends nothing to the API', async () => {
  const seen = fakeBackend();
  server.use(
    apiHttp.post('/wallet-sim/auth', () => HttpResponse.json({ success: false, code: 400, msg: 'denied', data: null })),
  );
  await renderLogin();
  await userEvent.click(agreement());
  await userEvent.click(loginButton());
  expect(await screen.findByText('支付宝授权失败，请重试')).toBeInTheDocument();
  expect(seen.logins).toHaveLength(0);
  await waitFor(() => expect(loginButton()).toBeEnabled());
});

test('already logged in: straight to the redirect', async () => {
  await renderLogin({ redirect: '/pages/myOrder/myOrder?status=pendingPay' }, { token: 'tok-old' });
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/myOrder/myOrder?status=pendingPay');
});

test('no redirect, or one to another site, lands on home', async () => {
  await renderLogin({ redirect: '//evil.example/x' }, { token: 'tok-old' });
  expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
});

test('links to mobile login (keeping the redirect) and to both agreements', async () => {
  await renderLogin();
  expect(screen.getByRole('link', { name: /手机号登录/ })).toHaveAttribute(
    'href',
    '/pages/login/mobile?redirect=%2Fpages%2Fuser%2Fuser',
  );
  expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/pages/contract/contract');
  expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/pages/agreement/agreement');
  expect(screen.getByRole('heading', { name: '优品租机' })).toBeInTheDocument();
});

test('opening an agreement from the checkbox line does not tick it, and a tick survives the visit', async () => {
  const first = await renderLogin();
  await userEvent.click(screen.getByRole('link', { name: '《隐私政策》' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/agreement/agreement');
  expect(appStore.get(agreementAcceptedAtom)).toBe(false);
  first.unmount();
  const second = await renderLogin();
  await userEvent.click(agreement());
  second.unmount();
  await renderLogin();
  expect(agreement()).toBeChecked();
});

test.each(['en', 'zh-CN'] as const)('%s: no raw keys on screen', async (lang) => {
  const { container } = await renderLogin(undefined, { lang });
  expect(rawKeysIn(container.textContent ?? '', en)).toEqual([]);
  const label = lang === 'en' ? 'Log in with the wallet' : '支付宝一键登录';
  expect(screen.getByRole('button', { name: new RegExp(label) })).toBeInTheDocument();
});
