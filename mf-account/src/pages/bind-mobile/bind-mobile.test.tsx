import { appStore, userInfoAtom } from '@rental/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { userFixture } from '../../testing/fixtures';
import { apiHttp, closeOverlays, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import BindMobilePage from './bind-mobile';

const server = setupApiServer();

afterEach(async () => {
  localStorage.clear();
  await closeOverlays();
});

test('a new number with its code moves the account; mine gets the new masked number', async () => {
  let info = userFixture();
  server.use(
    apiHttp.get('/api/client/info', () => ok(info)),
    apiHttp.post('/api/login/sendCode', () => ok({ expiresIn: 300, resendAfter: 60 })),
    apiHttp.post('/api/client/mobile/bind', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('code') !== '654321') return fail(400, '验证码错误，还可尝试 4 次');
      info = userFixture({ mobileMasked: '136****6000' });
      return ok(info);
    }),
  );
  await renderWithProviders(
    <Routes>
      <Route path="/pages/bindMobileNumber/bindMobileNumber" element={<BindMobilePage />} />
      <Route path="/pages/user/user" element={<p>mine</p>} />
    </Routes>,
    {
      route: '/pages/bindMobileNumber/bindMobileNumber',
      token: 'tok',
      user: userFixture(),
      namespace: { ns: 'account', load: loadMessages },
    },
  );
  expect(screen.getByText('138****8000')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: '新手机号' }), '13600136000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
  // Where the code went: the new number, not the one the account has now.
  expect(screen.getByRole('status')).toHaveTextContent('验证码已发送至 136****6000');
  await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '111111');
  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误');
  await userEvent.clear(screen.getByRole('textbox', { name: '验证码' }));
  await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
  expect(await screen.findByText('mine')).toBeInTheDocument();
  expect(appStore.get(userInfoAtom)?.mobileMasked).toBe('136****6000');
});

test('the "sent to" line goes when the number is changed after sending', async () => {
  server.use(
    apiHttp.get('/api/client/info', () => ok(userFixture())),
    apiHttp.post('/api/login/sendCode', () => ok({ expiresIn: 300, resendAfter: 60 })),
  );
  await renderWithProviders(<BindMobilePage />, {
    route: '/pages/bindMobileNumber/bindMobileNumber',
    token: 'tok',
    user: userFixture(),
    lang: 'en',
    namespace: { ns: 'account', load: loadMessages },
  });
  const number = screen.getByRole('textbox', { name: 'New mobile number' });
  await userEvent.type(number, '13600136000');
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
  expect(await screen.findByText('Code sent to 136****6000')).toBeInTheDocument();
  await userEvent.clear(number);
  await userEvent.type(number, '13700137000');
  expect(screen.queryByText(/^Code sent to/)).toBeNull();
});
