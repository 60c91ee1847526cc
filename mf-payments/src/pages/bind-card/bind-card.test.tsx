import type { UserInfo } from '@rental/shared';
import {
  apiHttp,
  closeOverlays,
  fail,
  ok,
  renderWithProviders,
  setupApiServer,
  tapWhenReady,
} from '@rental/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { cardFixture } from '../../testing/fixtures';
import BindCardPage from './bind-card';

const server = setupApiServer();
const CARD = '6214830100000123';

afterEach(async () => {
  localStorage.clear();
  await closeOverlays();
});

function backend() {
  let cards: ReturnType<typeof cardFixture>[] = [];
  const calls = { save: [] as unknown[], sms: [] as string[], bind: [] as string[], orderCard: [] as unknown[] };
  server.use(
    apiHttp.get('/api/unionpay/card/list', () => ok(cards)),
    apiHttp.post('/api/unionpay/card/save', async ({ request }) => {
      calls.save.push(await request.json());
      return ok({ cardId: 7, bankName: '招商银行', cardNoMasked: '6214 **** **** 0128', status: 'pending' });
    }),
    apiHttp.post('/api/unionpay/card/sendBindSms', async ({ request }) => {
      calls.sms.push(new URLSearchParams(await request.text()).get('no') ?? '');
      return ok({ mobileMasked: '138****8000', expiresIn: 300, resendIn: 60 });
    }),
    apiHttp.post('/api/unionpay/card/bind', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      calls.bind.push(form.get('verifyCode') ?? '');
      if (form.get('verifyCode') !== '246810') return fail(400, '验证码错误', { attemptsLeft: 4 });
      cards = [cardFixture()];
      return ok(cardFixture());
    }),
    apiHttp.post('/api/order/v2/bind/card', async ({ request }) => {
      calls.orderCard.push(await request.json());
      return ok({ orderId: 42, cardId: 7 });
    }),
  );
  return calls;
}

async function renderBind(route = '/pages/bankCard/BindCard', query: Record<string, string> = {}, user?: UserInfo) {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/bankCard/BindCard" element={<BindCardPage query={query} />} />
      <Route path="/pages/confirmPayment/confirmPayment" element={<p>back to paying</p>} />
    </Routes>,
    { route, token: 'tok', user, namespace: { ns: 'payments', load: loadMessages } },
  );
}

test('the number is grouped by four as typed and a Luhn failure is a hint at the field', async () => {
  backend();
  await renderBind();
  expect(await screen.findByText('还没有银行卡，请在下方添加。')).toBeInTheDocument();
  const number = screen.getByRole('textbox', { name: '卡号' });
  await userEvent.type(number, '6214a830100000012');
  expect(number).toHaveValue('6214 8301 0000 0012');
  await userEvent.tab();
  expect(await screen.findByRole('alert')).toHaveTextContent('卡号校验不通过，请核对卡号');
  expect(number).toHaveValue('6214 8301 0000 0012');
});

test('a wrong code is said at the code field, the right one binds, and the number is wiped', async () => {
  const calls = backend();
  await renderBind();
  const number = await screen.findByRole('textbox', { name: '卡号' });
  await userEvent.type(number, CARD);
  await userEvent.type(screen.getByRole('textbox', { name: '持卡人' }), '林小租');
  await userEvent.type(screen.getByRole('textbox', { name: '预留手机号' }), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
  expect(calls.save).toEqual([{ no: CARD, holderName: '林小租', reservedPhone: '13800138000' }]);
  expect(calls.sms).toEqual([CARD]);

  await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '111111');
  await userEvent.click(screen.getByRole('button', { name: '绑定银行卡' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误');
  expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('验证码错误');
  expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('111111');
  expect(number).toHaveValue('6214 8301 0000 0123');

  await userEvent.clear(screen.getByRole('textbox', { name: '验证码' }));
  await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '246810');
  await userEvent.click(screen.getByRole('button', { name: '绑定银行卡' }));
  expect(await screen.findByText('招商银行')).toBeInTheDocument();
  expect(screen.getByText('0123')).toBeInTheDocument();
  // The tile carries the bank's mark (its code in its colour), not the first letter of its name.
  expect(screen.getByText('CMB')).toBeInTheDocument();
  expect(screen.queryByText('招', { exact: true })).not.toBeInTheDocument();
  expect(calls.bind).toEqual(['111111', '246810']);
  expect(screen.getByRole('textbox', { name: '卡号' })).toHaveValue('');
  expect(document.body.innerHTML).not.toContain(CARD);
  expect(JSON.stringify(localStorage)).not.toContain(CARD);
});

test('a refusal naming a field is said at that field, with everything typed kept', async () => {
  backend();
  server.use(
    apiHttp.post('/api/unionpay/card/save', () => fail(400, '持卡人姓名与银行预留信息不符', { field: 'holderName' })),
  );
  await renderBind();
  const number = await screen.findByRole('textbox', { name: '卡号' });
  const holder = screen.getByRole('textbox', { name: '持卡人' });
  await userEvent.type(number, CARD);
  await userEvent.type(holder, '林小租');
  await userEvent.type(screen.getByRole('textbox', { name: '预留手机号' }), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('持卡人姓名与银行预留信息不符');
  expect(holder).toHaveAttribute('aria-invalid', 'true');
  expect(holder).toHaveAccessibleDescription('持卡人姓名与银行预留信息不符');
  expect(number).not.toHaveAttribute('aria-invalid');
  expect(number).toHaveValue('6214 8301 0000 0123');
  expect(holder).toHaveValue('林小租');
  expect(screen.getByRole('textbox', { name: '预留手机号' })).toHaveValue('13800138000');
});

test('the countdown survives a reload of the page', async () => {
  backend();
  const first = await renderBind();
  await userEvent.type(await screen.findByRole('textbox', { name: '卡号' }), CARD);
  await userEvent.type(screen.getByRole('textbox', { name: '持卡人' }), '林小租');
  await userEvent.type(screen.getByRole('textbox', { name: '预留手机号' }), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: '60 秒后重发' });
  first.unmount();
  await renderBind();
  await userEvent.type(await screen.findByRole('textbox', { name: '卡号' }), CARD);
  expect(screen.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
});

test('with an order in context the new card is attached to it and the renter goes back', async () => {
  const calls = backend();
  const redirect = '/pages/confirmPayment/confirmPayment?orderId=42';
  await renderBind(`/pages/bankCard/BindCard?orderId=42`, { orderId: '42', redirect });
  await userEvent.type(await screen.findByRole('textbox', { name: '卡号' }), CARD);
  await userEvent.type(screen.getByRole('textbox', { name: '持卡人' }), '林小租');
  await userEvent.type(screen.getByRole('textbox', { name: '预留手机号' }), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: '60 秒后重发' });
  await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '246810');
  await userEvent.click(screen.getByRole('button', { name: '绑定银行卡' }));
  expect(await screen.findByText('back to paying')).toBeInTheDocument();
  expect(calls.orderCard).toEqual([{ orderId: 42, cardId: 7 }]);
});

test('a verified renter finds the holder filled in with their verified name, and the card saved in it', async () => {
  const calls = backend();
  const counts = { pendingPay: 0, pendingShip: 0, shipped: 0, inRent: 0, returning: 0 };
  const verified: UserInfo = {
    userId: 10001,
    nickName: '林小租',
    avatar: '',
    mobileMasked: '138****8000',
    realNameStatus: 'verified',
    realNameMasked: '*小租',
    couponCount: 0,
    orderCounts: { ...counts, toAuthorize: 0, toSign: 0, toPay: 0, pending: 0, renting: 0 },
  };
  await renderBind('/pages/bankCard/BindCard', {}, verified);
  const holder = await screen.findByRole('textbox', { name: '持卡人' });
  expect(holder).toHaveValue('*小租');
  expect(holder).toHaveAttribute('readonly');
  expect(screen.getByText('仅支持绑定实名认证本人（*小租）的银行卡')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: '卡号' }), CARD);
  await userEvent.type(screen.getByRole('textbox', { name: '预留手机号' }), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: '60 秒后重发' });
  expect(calls.save).toEqual([{ no: CARD, reservedPhone: '13800138000' }]);
});

test('a triple tap on bind binds once, with a pasted code and a +86 reserved number normalised', async () => {
  const calls = backend();
  let binds = 0;
  server.use(
    apiHttp.post('/api/unionpay/card/bind', async () => {
      binds += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return ok(cardFixture());
    }),
  );
  await renderBind();
  await userEvent.type(await screen.findByRole('textbox', { name: '卡号' }), CARD);
  await userEvent.type(screen.getByRole('textbox', { name: '持卡人' }), '林小租');
  await userEvent.click(screen.getByRole('textbox', { name: '预留手机号' }));
  await userEvent.paste('+86 138-0013-8000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: '60 秒后重发' });
  expect(calls.save).toEqual([{ no: CARD, holderName: '林小租', reservedPhone: '13800138000' }]);
  await userEvent.click(screen.getByRole('textbox', { name: '验证码' }));
  await userEvent.paste('246 810');
  await userEvent.tripleClick(screen.getByRole('button', { name: '绑定银行卡' }));
  await waitFor(() => expect(binds).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(binds).toBe(1);
});

test('a card is unbound after saying what it means; a refusal is said and the card stays', async () => {
  let cards = [cardFixture()];
  let refuse = true;
  const unbinds: unknown[] = [];
  server.use(
    apiHttp.get('/api/unionpay/card/list', () => ok(cards)),
    apiHttp.post('/api/unionpay/card/unbind', async ({ request }) => {
      unbinds.push(await request.json());
      if (refuse) return fail(409, '该卡有一笔支付正在处理，请在结果出来后再解绑');
      cards = [];
      return ok({ cardId: 7, status: 'unbound' });
    }),
  );
  await renderBind();
  const unbind = await screen.findByRole('button', { name: '解绑尾号 0123 的银行卡' });

  await userEvent.click(unbind);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('解绑招商银行（尾号 0123）？');
  expect(dialog).toHaveTextContent('之后的账单需改用其他方式支付');
  await tapWhenReady(screen.getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(unbinds).toEqual([]);

  await userEvent.click(unbind);
  await tapWhenReady(await screen.findByRole('button', { name: '解绑' }));
  expect(await screen.findByText('该卡有一笔支付正在处理，请在结果出来后再解绑')).toBeInTheDocument();
  expect(screen.getByText('0123')).toBeInTheDocument();

  refuse = false;
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: '解绑尾号 0123 的银行卡' }));
  await tapWhenReady(await screen.findByRole('button', { name: '解绑' }));
  expect(await screen.findByText('还没有银行卡，请在下方添加。')).toBeInTheDocument();
  expect(unbinds).toEqual([{ cardId: 7 }, { cardId: 7 }]);
});
