import { Toast } from 'antd-mobile';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, fail, HttpResponse, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import {
  addressFixture,
  categoriesFixture,
  couponsFixture,
  goodsFixture,
  previewFixture,
} from '../../testing/place-fixtures';
import { loadMessages } from '../../locales/load-messages';
import ConfirmOrderPage from './order';

const server = setupApiServer();
const QUERY = { goodsId: '1001', skuId: '1001003', term: '12', services: '2' };
const CARD = { id: 5001, bankName: '招商银行', last4: '0123' };

/** The confirm page's calls, with the renter's bound cards (or a failing card list). */
function backend(cards: 'one' | 'fail' = 'one') {
  const places: Record<string, unknown>[] = [];
  const previews: Record<string, unknown>[] = [];
  server.use(
    apiHttp.get('/api/goods/1001', () => ok(goodsFixture)),
    apiHttp.get('/api/address/list', () => ok([addressFixture])),
    apiHttp.get('/api/coupon/my/list', () => ok(couponsFixture)),
    apiHttp.get('/api/goods/category', () => ok(categoriesFixture)),
    apiHttp.get('/api/unionpay/card/list', () => (cards === 'fail' ? fail(500, '服务繁忙') : ok([CARD]))),
    apiHttp.post('/api/order/confirm', async ({ request }) => {
      previews.push((await request.json()) as Record<string, unknown>);
      return ok(previewFixture(10000, 500002) as never);
    }),
    apiHttp.get('/api/client/info', () => ok({ userId: 10001, realNameStatus: 'verified' })),
    apiHttp.get('/api/client/link/detail', () =>
      ok({ contacts: [0, 1].map((i) => ({ relation: 'friend', name: `联系人${i}`, mobile: `1390000000${i}` })) }),
    ),
    apiHttp.post('/api/order/place', async ({ request }) => {
      places.push((await request.json()) as Record<string, unknown>);
      return ok({ orderId: 700001, orderNo: 'ZL2026112000700001', status: 'CREATED', freeze: { orderStr: 's1' } });
    }),
    apiHttp.post('/wallet-sim/freeze', () =>
      HttpResponse.json({ success: true, code: 200, msg: 'ok', data: { resultCode: '6001', memo: '' } }),
    ),
    apiHttp.post('/api/order/freeze/notify', () => ok({ status: 'CREATED', frozen: false, resultCode: '6001' })),
  );
  return { places, previews };
}

const render = () =>
  renderWithProviders(<ConfirmOrderPage query={QUERY} />, {
    route: `/pages/order/order?${new URLSearchParams(QUERY).toString()}`,
    token: 'tok',
    namespace: { ns: 'orders', load: loadMessages },
  });

afterEach(() => {
  act(() => Toast.clear());
  sessionStorage.clear();
});

async function submitAgreed() {
  await screen.findByText('¥5148.00');
  await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  await userEvent.click(screen.getByRole('button', { name: /提交订单/ }));
}

test('off by default, saying bills are paid by hand; placing sends no automatic debit', async () => {
  const seen = backend();
  await render();
  const toggle = await screen.findByRole('switch', { name: '自动扣款' });
  expect(toggle).not.toBeChecked();
  expect(screen.getByText('未开启：之后每期账单需您在到期前手动支付。')).toBeInTheDocument();
  await submitAgreed();
  await waitFor(() => expect(seen.places).toHaveLength(1));
  expect(seen.places[0]?.autopay ?? null).toBeNull();
});

test('turned on: the wallet first, a bound card as the other choice, and placing carries it', async () => {
  const seen = backend();
  await render();
  await userEvent.click(await screen.findByRole('switch', { name: '自动扣款' }));
  expect(screen.getByText(/已开启：首期之后的每期账单在到期日自动扣款/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '支付宝代扣' })).toBeChecked();
  await userEvent.click(await screen.findByRole('radio', { name: '招商银行（尾号 0123）' }));
  await submitAgreed();
  await waitFor(() => expect(seen.places).toHaveLength(1));
  expect(seen.places[0]?.autopay).toEqual({ method: 'card', cardId: 5001 });
  // The price does not depend on it: previews never carry it.
  expect(seen.previews.every((p) => p.autopay === undefined)).toBe(true);
});

test('a card list that fails leaves the wallet, with a retry', async () => {
  backend('fail');
  await render();
  await userEvent.click(await screen.findByRole('switch', { name: '自动扣款' }));
  expect(await screen.findByText(/没能读取已绑定的银行卡/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '支付宝代扣' })).toBeChecked();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});
