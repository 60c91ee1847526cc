import { appStore, tokenAtom, userInfoAtom } from '@rental/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { agreementAcceptedAtom } from '../../state/login-atoms';
import { userFixture } from '../../testing/fixtures';
import { apiHttp, closeOverlays, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import MobileLoginPage from './login-mobile';

const server = setupApiServer();

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/login/mobile" element={<MobileLoginPage query={{ redirect: '/pages/user/user' }} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/pages/login/mobile', namespace: { ns: 'account', load: loadMessages } },
  );

function backend() {
  const seen = { sends: 0, mobiles: [] as string[], logins: [] as URLSearchParams[] };
  server.use(
    apiHttp.post('/api/login/sendCode', async ({ request }) => {
      seen.sends += 1;
      seen.mobiles.push(new URLSearchParams(await request.text()).get('mobile') ?? '');
      return ok({ expiresIn: 300, resendAfter: 60 });
    }),
    apiHttp.post('/api/login/submit', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      seen.logins.push(form);
      return form.get('code') === '123456'
        ? ok({ accessToken: 'tok-sms', expiresIn: 604800, userInfo: userFixture() })
        : fail(400, '验证码错误，还可尝试 4 次');
    }),
  );
  return seen;
}

const mobile = () => screen.getByRole('textbox', { name: '手机号' });
const code = () => screen.getByRole('textbox', { name: '验证码' });

beforeEach(() => appStore.set(agreementAcceptedAtom, true));
afterEach(async () => {
  localStorage.clear();
  await closeOverlays();
});

test('an invalid number is said at the field and no code is sent', async () => {
  const seen = backend();
  await render();
  await userEvent.type(mobile(), '11345678901');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(screen.getByRole('alert')).toHaveTextContent('手机号格式不正确');
  expect(mobile()).toHaveAttribute('aria-invalid', 'true');
  expect(mobile()).toHaveAccessibleDescription(/^手机号格式不正确/);
  expect(seen.sends).toBe(0);
});

test("the server's refusal to send is said at the number, which stays as typed", async () => {
  server.use(apiHttp.post('/api/login/sendCode', () => fail(429, '发送过于频繁，请稍后再试')));
  await render();
  await userEvent.type(mobile(), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('发送过于频繁，请稍后再试');
  expect(mobile()).toHaveAttribute('aria-invalid', 'true');
  expect(mobile()).toHaveAccessibleDescription('发送过于频繁，请稍后再试');
  expect(mobile()).toHaveValue('13800138000');
  // Still throttled: the wait starts, so a tap cannot ask again at once.
  expect(screen.getByRole('button', { name: '60 秒后重发' })).toBeDisabled();
});

test('sending starts the 60 s countdown, persisted for the number', async () => {
  const seen = backend();
  await render();
  await userEvent.type(mobile(), '13800138000');
  await userEvent.dblClick(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
  expect(seen.sends).toBe(1);
  expect(localStorage.getItem('account.smsResendAt')).toContain('13800138000');
});

test('a wrong code shows the server message at the code and keeps both fields; the right one logs in', async () => {
  const seen = backend();
  await render();
  await userEvent.type(mobile(), '13800138000');
  await userEvent.type(code(), '000000');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，还可尝试 4 次');
  expect(code()).toHaveAttribute('aria-invalid', 'true');
  expect(code()).toHaveAccessibleDescription('验证码错误，还可尝试 4 次');
  expect(mobile()).not.toHaveAttribute('aria-invalid');
  expect(mobile()).toHaveValue('13800138000');
  expect(code()).toHaveValue('000000');

  await userEvent.clear(code());
  await userEvent.type(code(), '123456');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/user/user');
  expect(Object.fromEntries(seen.logins[1] ?? [])).toMatchObject({ grantType: 'sms', mobile: '13800138000' });
  expect(appStore.get(tokenAtom)).toBe('tok-sms');
  expect(appStore.get(userInfoAtom)?.nickName).toBe('林小租');
});

test('a short code is refused locally; unticked agreements are asked for first', async () => {
  const seen = backend();
  appStore.set(agreementAcceptedAtom, false);
  await render();
  await userEvent.type(mobile(), '13800138000');
  await userEvent.type(code(), '123');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  expect(screen.getByRole('alert')).toHaveTextContent('验证码为 6 位数字');
  await userEvent.type(code(), '456');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请先勾选同意'));
  expect(seen.logins).toHaveLength(0);
});

test('pasted forms of a number and a code are normalised: +86 and spaces go, full-width digits count', async () => {
  const seen = backend();
  await render();
  await userEvent.click(mobile());
  await userEvent.paste('+86 138 0013 8000');
  expect(mobile()).toHaveValue('+86 138 0013 8000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(seen.sends).toBe(1));
  await userEvent.click(code());
  await userEvent.paste('１２３ ４５６');
  expect(code()).toHaveValue('123456');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(seen.logins).toHaveLength(1));
  expect(Object.fromEntries(seen.logins[0] ?? [])).toMatchObject({ mobile: '13800138000', code: '123456' });
});

test.each(['0086 13800138000', '138-0013-8000'])('%j is taken as 13800138000', async (typed) => {
  const seen = backend();
  await render();
  await userEvent.click(mobile());
  await userEvent.paste(typed);
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(seen.sends).toBe(1));
  expect(seen.mobiles).toEqual(['13800138000']);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('letters are refused at the code field, with a word why', async () => {
  backend();
  await render();
  await userEvent.type(code(), '12a');
  expect(code()).toHaveValue('12');
  expect(screen.getByRole('alert')).toHaveTextContent('只能输入数字');
});
