import { apiHttp, closeOverlays, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { cardFixture, tradeFixture } from '../../testing/fixtures';
import CheckoutPage from './checkout';

const server = setupApiServer();
const TRADE = 'T20261121001';

afterEach(async () => {
  localStorage.clear();
  await closeOverlays();
});

function backend() {
  const calls = { sms: 0, pays: [] as string[] };
  server.use(
    apiHttp.get('/api/unionpay/card/list', () => ok([cardFixture()])),
    apiHttp.post('/api/unionpay/createOrder', () =>
      ok({
        tradeNo: TRADE,
        amount: 32900,
        bankName: '招商银行',
        cardNoMasked: '6214 **** **** 0123',
        mobileMasked: '138****8000',
        status: 'WAIT',
      }),
    ),
    apiHttp.post('/api/unionpay/sendSMS', () => {
      calls.sms += 1;
      return ok({ mobileMasked: '138****8000', expiresIn: 300, resendIn: 60 });
    }),
    apiHttp.post('/api/unionpay/pay', async ({ request }) => {
      const code = new URLSearchParams(await request.text()).get('code') ?? '';
      calls.pays.push(code);
      return code === '246810' ? ok(tradeFixture()) : fail(400, '验证码错误，还可尝试 4 次');
    }),
  );
  return calls;
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/checkout/index" element={<CheckoutPage query={{ tradeNo: TRADE }} />} />
      <Route path="/pages/paymentResult/paymentResult" element={<p>payment result</p>} />
    </Routes>,
    {
      route: `/pages/checkout/index?tradeNo=${TRADE}`,
      token: 'tok',
      namespace: { ns: 'payments', load: loadMessages },
    },
  );

const code = () => screen.getByRole('textbox', { name: '验证码' });
const pay = () => userEvent.click(screen.getByRole('button', { name: /确认支付/ }));

test('a short code is said at the code field and nothing is paid', async () => {
  const calls = backend();
  await render();
  await userEvent.type(await screen.findByRole('textbox', { name: '验证码' }), '123');
  await pay();
  expect(await screen.findByRole('alert')).toHaveTextContent('请输入 6 位验证码');
  expect(code()).toHaveAccessibleDescription('请输入 6 位验证码');
  expect(calls.pays).toEqual([]);
});

test("the server's refusal of a code is said at the code field, the code kept; the right one pays", async () => {
  const calls = backend();
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
  await userEvent.type(code(), '111111');
  await pay();
  expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，还可尝试 4 次');
  expect(code()).toHaveAttribute('aria-invalid', 'true');
  expect(code()).toHaveAccessibleDescription('验证码错误，还可尝试 4 次');
  expect(code()).toHaveValue('111111');

  await userEvent.clear(code());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.type(code(), '246810');
  await pay();
  expect(await screen.findByText('payment result')).toBeInTheDocument();
  await waitFor(() => expect(calls.pays).toEqual(['111111', '246810']));
  expect(calls.sms).toBe(1);
});
