import {
  apiHttp,
  closeOverlays,
  fail,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@rental/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { billFixture, tradeFixture } from '../../testing/fixtures';
import PaymentPage from './payment';

const server = setupApiServer();

afterEach(async () => {
  localStorage.clear();
  await closeOverlays();
});

const items = [billFixture(2, { status: 'overdue', overdueFee: 449 }), billFixture(3), billFixture(4)];

test('overdue rows come chosen, the total adds late fees, and rows are chosen oldest first', async () => {
  const opened: string[] = [];
  server.use(
    apiHttp.post('/api/order/footPayList', () =>
      ok({
        orderId: 42,
        orderNo: 'YP1',
        items,
        totals: { amount: 89700, overdueFee: 449, payable: 90149 },
        boundCardId: null,
      }),
    ),
    apiHttp.get('/api/unionpay/card/list', () => ok([])),
    apiHttp.post('/api/order/footPay', async ({ request }) => {
      opened.push(new URLSearchParams(await request.text()).get('billIds') ?? '');
      return ok({ tradeNo: 'T20261121001', amount: 60249, kind: 'installment', orderId: 42 });
    }),
    apiHttp.post('/wallet-sim/pay', () => HttpResponse.json({ success: true, data: { resultCode: '9000', memo: '' } })),
    apiHttp.post('/api/order/pay', () => ok(tradeFixture({ kind: 'installment', amount: 60249 }))),
  );
  await renderWithProviders(
    <Routes>
      <Route path="/pages/payment/payment" element={<PaymentPage query={{ orderId: '42' }} />} />
      <Route path="/pages/paymentResult/paymentResult" element={<p>result page</p>} />
    </Routes>,
    { route: '/pages/payment/payment?orderId=42', token: 'tok', namespace: { ns: 'payments', load: loadMessages } },
  );
  const bar = async () => (await screen.findByText('合计')).parentElement as HTMLElement;
  expect(within(await bar()).getByText('¥303.49')).toBeInTheDocument();
  expect(screen.getByText(/逾期费 ¥4.49（3 天）/)).toBeInTheDocument();
  const period = (n: number) => screen.getByRole('checkbox', { name: `第 ${n}/6 期` });
  expect(period(2)).toBeChecked();
  expect(period(3)).not.toBeChecked();

  await userEvent.click(period(4));
  expect(period(3)).toBeChecked();
  expect(within(await bar()).getByText('¥901.49')).toBeInTheDocument();
  await userEvent.click(period(3));
  expect(period(4)).not.toBeChecked();
  expect(period(2)).toBeChecked();
  expect(within(await bar()).getByText('¥303.49')).toBeInTheDocument();

  await userEvent.click(period(2));
  expect(screen.getByRole('button', { name: '立即支付' })).toBeDisabled();
  await userEvent.click(period(3));
  await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
  expect(await screen.findByText('result page')).toBeInTheDocument();
  expect(opened).toEqual([`${items[0]!.id},${items[1]!.id}`]);
});

test('with many periods only the first few show, so the way to pay stays in view; all are a tap away', async () => {
  const many = [2, 3, 4, 5, 6].map((n) => billFixture(n));
  server.use(
    apiHttp.post('/api/order/footPayList', () =>
      ok({
        orderId: 42,
        orderNo: 'YP1',
        items: many,
        totals: { amount: 0, overdueFee: 0, payable: 0 },
        boundCardId: null,
      }),
    ),
    apiHttp.get('/api/unionpay/card/list', () => ok([])),
  );
  await renderWithProviders(<PaymentPage query={{ orderId: '42' }} />, {
    route: '/pages/payment/payment?orderId=42',
    token: 'tok',
    namespace: { ns: 'payments', load: loadMessages },
  });
  expect(await screen.findByText('支付方式')).toBeInTheDocument();
  expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: '展开全部 5 期' }));
  expect(screen.getAllByRole('checkbox')).toHaveLength(5);
});

test('a stale page paying a row already paid elsewhere: the server refuses, the page reloads and says why', async () => {
  let lists = 0;
  server.use(
    apiHttp.post('/api/order/footPayList', () => {
      lists += 1;
      const rows = lists === 1 ? items : items.slice(1);
      return ok({
        orderId: 42,
        orderNo: 'YP1',
        items: rows,
        totals: { amount: 0, overdueFee: 0, payable: 0 },
        boundCardId: null,
      });
    }),
    apiHttp.get('/api/unionpay/card/list', () => ok([])),
    apiHttp.post('/api/order/footPay', () => fail(409, '该账单已支付')),
  );
  await renderWithProviders(<PaymentPage query={{ orderId: '42' }} />, {
    route: '/pages/payment/payment?orderId=42',
    token: 'tok',
    namespace: { ns: 'payments', load: loadMessages },
  });
  expect(await screen.findByRole('checkbox', { name: '第 2/6 期' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
  expect(await screen.findByText('该账单已支付，已为你刷新待付账单')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: '第 2/6 期' })).toBeNull());
  expect(lists).toBe(2);
  expect(screen.getByRole('checkbox', { name: '第 3/6 期' })).toBeInTheDocument();
});
