import { apiHttp, closeOverlays, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { billFixture, orderBillsFixture, tradeFixture } from '../../testing/fixtures';
import PaymentResultPage from './payment-result';

const server = setupApiServer();

afterEach(async () => {
  jest.useRealTimers();
  await closeOverlays();
});

/** The order's schedule after the payment: the first row paid, the rest to come. */
let schedule = orderBillsFixture('PENDING_SHIP', [billFixture(1, { status: 'paid' }), billFixture(2), billFixture(3)]);
beforeEach(() => {
  schedule = orderBillsFixture('PENDING_SHIP', [billFixture(1, { status: 'paid' }), billFixture(2), billFixture(3)]);
  server.use(apiHttp.post('/api/order/detail', () => ok({ ...schedule, createdAt: '', amount: {}, overdue: false })));
});

function renderResult() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/pages/paymentResult/paymentResult"
        element={<PaymentResultPage query={{ tradeNo: 'T20261121001', orderId: '42' }} />}
      />
      <Route path="/pages/confirmPayment/confirmPayment" element={<p>confirm page</p>} />
      <Route path="/pages/payment/payment" element={<p>installments page</p>} />
      <Route path="/pages/orderDetail/orderDetail" element={<p>order page</p>} />
    </Routes>,
    {
      route: '/pages/paymentResult/paymentResult?tradeNo=T20261121001&orderId=42',
      token: 'tok',
      namespace: { ns: 'payments', load: loadMessages },
    },
  );
}

test('an open trade is asked 5 times, 2 s apart, then the renter is told to pull down', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let calls = 0;
  server.use(
    apiHttp.get('/api/order/v2/pay/status', () => {
      calls += 1;
      return ok(tradeFixture({ status: 'PROCESSING', paidAt: null }));
    }),
  );
  await renderResult();
  expect(await screen.findByText('支付处理中')).toBeInTheDocument();
  expect(screen.getByText('正在确认支付结果…')).toBeInTheDocument();
  for (let i = 0; i < 8; i += 1) await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(calls).toBe(5);
  expect(screen.getByText('仍在确认中，请稍后下拉刷新查看。')).toBeInTheDocument();
  expect(screen.queryByText('支付成功')).not.toBeInTheDocument();
});

test('a processing trade that succeeds on a later check shows success and stops asking', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let calls = 0;
  server.use(
    apiHttp.get('/api/order/v2/pay/status', () => {
      calls += 1;
      return ok(calls < 3 ? tradeFixture({ status: 'PROCESSING', paidAt: null }) : tradeFixture());
    }),
  );
  await renderResult();
  expect(await screen.findByText('支付处理中')).toBeInTheDocument();
  for (let i = 0; i < 6; i += 1) await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(screen.getByText('支付成功')).toBeInTheDocument();
  // A success says what happens next.
  expect(screen.getByText(/接下来：/)).toBeInTheDocument();
  expect(calls).toBe(3);
});

test('a cancelled payment says nothing was charged and pays the same bill again', async () => {
  server.use(apiHttp.get('/api/order/v2/pay/status', () => ok(tradeFixture({ status: 'CLOSED', paidAt: null }))));
  await renderResult();
  expect(await screen.findByText('支付已取消')).toBeInTheDocument();
  expect(screen.getByText('未扣款，账单仍待支付，您可以重新支付。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重新支付' }));
  expect(await screen.findByText('confirm page')).toBeInTheDocument();
});

test('a failed installment shows the server reason and goes back to the installments', async () => {
  server.use(
    apiHttp.get('/api/order/v2/pay/status', () =>
      ok(tradeFixture({ status: 'FAILED', kind: 'installment', paidAt: null, failReason: '余额不足。' })),
    ),
  );
  await renderResult();
  expect(await screen.findByText('支付失败')).toBeInTheDocument();
  // The server's own full stop is not doubled, and the sentence ends properly.
  expect(screen.getByText('余额不足。未扣款，您可以重新支付。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重新支付' }));
  expect(await screen.findByText('installments page')).toBeInTheDocument();
});

test('a status call that fails says so and retries', async () => {
  let calls = 0;
  server.use(
    apiHttp.get('/api/order/v2/pay/status', () => (calls++ === 0 ? fail(500, '查询失败') : ok(tradeFixture()))),
  );
  await renderResult();
  expect(await screen.findByText('查询失败')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('支付成功')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
  expect(await screen.findByText('order page')).toBeInTheDocument();
});

test('a paid bill is followed by the next one due, with its day and amount; the last one says all is paid', async () => {
  server.use(apiHttp.get('/api/order/v2/pay/status', () => ok(tradeFixture())));
  const first = await renderResult();
  expect(await screen.findByTestId('next-due')).toHaveTextContent('下期应付 ¥299.00，2026-07-21 到期');
  first.unmount();

  schedule = orderBillsFixture('COMPLETED', [billFixture(1, { status: 'paid' }), billFixture(2, { status: 'paid' })]);
  server.use(apiHttp.get('/api/order/v2/pay/status', () => ok(tradeFixture({ kind: 'installment' }))));
  await renderResult();
  expect(await screen.findByTestId('next-due')).toHaveTextContent('本订单的账单已全部付清');
});
