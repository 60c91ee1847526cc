import { appStore, billStoreAtom, emptyBillStore } from '@rental/shared';
import {
  apiHttp,
  closeOverlays,
  fail,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@rental/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { cardFixture, firstPayFixture, tradeFixture } from '../../testing/fixtures';
import PaymentResultPage from '../payment-result/payment-result';
import ConfirmPaymentPage from './confirm-payment';

const server = setupApiServer();

afterEach(async () => {
  localStorage.clear();
  appStore.set(billStoreAtom, emptyBillStore);
  await closeOverlays();
});

function renderConfirm() {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/confirmPayment/confirmPayment" element={<ConfirmPaymentPage query={{ orderId: '42' }} />} />
      <Route
        path="/pages/paymentResult/paymentResult"
        element={<PaymentResultPage query={{ tradeNo: 'T20261121001', orderId: '42' }} />}
      />
      <Route path="/pages/checkout/index" element={<p>checkout page</p>} />
    </Routes>,
    {
      route: '/pages/confirmPayment/confirmPayment?orderId=42',
      token: 'tok',
      namespace: { ns: 'payments', load: loadMessages },
    },
  );
}

function walletAnswers(resultCode: string, status: 'SUCCESS' | 'PROCESSING', statusCalls: { n: number }) {
  const created: string[] = [];
  server.use(
    apiHttp.post('/api/order/v2/firstPayList', () => ok(firstPayFixture())),
    apiHttp.get('/api/unionpay/card/list', () => ok([cardFixture()])),
    apiHttp.post('/api/order/createPay', async ({ request }) => {
      created.push(new URLSearchParams(await request.text()).get('requestKey') ?? '');
      // A slow answer: the renter's extra taps land while the first is still out.
      await new Promise((r) => setTimeout(r, 150));
      return ok({ tradeNo: 'T20261121001', amount: 32900, kind: 'first', orderId: 42 });
    }),
    apiHttp.post('/wallet-sim/pay', () => HttpResponse.json({ success: true, data: { resultCode, memo: '' } })),
    apiHttp.post('/api/order/pay', () =>
      ok(tradeFixture({ status, paidAt: status === 'SUCCESS' ? '2026-11-21T03:00:00Z' : null })),
    ),
    apiHttp.get('/api/order/v2/pay/status', () => {
      statusCalls.n += 1;
      return ok(tradeFixture({ status, paidAt: status === 'SUCCESS' ? '2026-11-21T03:00:00Z' : null }));
    }),
  );
  return created;
}

test('the amount is shown large with its breakdown, and a triple tap on pay opens one trade', async () => {
  const calls = { n: 0 };
  const created = walletAnswers('9000', 'SUCCESS', calls);
  await renderConfirm();
  expect(await screen.findByText('¥329.00', { selector: '.pay-hero-amount' })).toBeInTheDocument();
  expect(screen.getByText('首期租金')).toBeInTheDocument();
  expect(screen.getByText('¥30.00')).toBeInTheDocument();
  const pay = screen.getByRole('button', { name: '立即支付' });
  await userEvent.tripleClick(pay);
  await userEvent.click(pay);
  expect(await screen.findByText('支付成功')).toBeInTheDocument();
  expect(created).toHaveLength(1);
  expect(appStore.get(billStoreAtom)).toMatchObject({ bizId: 'T20261121001', orderId: '42' });
});

test('an unknown wallet answer (8000) is shown as processing, never as success', async () => {
  const calls = { n: 0 };
  walletAnswers('8000', 'PROCESSING', calls);
  await renderConfirm();
  await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
  expect(await screen.findByText('支付处理中')).toBeInTheDocument();
  expect(screen.queryByText('支付成功')).not.toBeInTheDocument();
  await waitFor(() => expect(calls.n).toBeGreaterThanOrEqual(1));
});

test('choosing a bound card opens the trade and goes to the card checkout', async () => {
  const calls = { n: 0 };
  walletAnswers('9000', 'SUCCESS', calls);
  await renderConfirm();
  await userEvent.click(await screen.findByRole('radio', { name: '招商银行（0123）' }));
  await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
  expect(await screen.findByText('checkout page')).toBeInTheDocument();
});

test('a failed quote says why and offers a retry that works', async () => {
  let answer = 0;
  server.use(
    apiHttp.post('/api/order/v2/firstPayList', () => (answer++ === 0 ? fail(500, '服务繁忙') : ok(firstPayFixture()))),
    apiHttp.get('/api/unionpay/card/list', () => ok([])),
  );
  await renderConfirm();
  expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('¥329.00', { selector: '.pay-hero-amount' })).toBeInTheDocument();
});

test('a refused payment (already being paid elsewhere) reloads the quote and offers the open trade', async () => {
  let lists = 0;
  server.use(
    apiHttp.post('/api/order/v2/firstPayList', () => {
      lists += 1;
      return ok(firstPayFixture(lists > 1 ? { openTrade: { tradeNo: 'T20261121009', status: 'PROCESSING' } } : {}));
    }),
    apiHttp.get('/api/unionpay/card/list', () => ok([])),
    apiHttp.post('/api/order/createPay', () => fail(409, '该账单正在支付中')),
  );
  await renderConfirm();
  await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
  expect(await screen.findByText('该订单有一笔支付正在确认中。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '立即支付' })).toBeDisabled();
  expect(lists).toBe(2);
});
