import { apiHttp, closeOverlays, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { OrderBills } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { billFixture, orderBillsFixture } from '../../testing/fixtures';
import BillingDetailsPage from './billing-details';

const server = setupApiServer();
afterEach(closeOverlays);

const order = orderBillsFixture;

async function renderBills(detail: OrderBills) {
  server.use(apiHttp.post('/api/order/detail', () => ok({ ...detail, createdAt: '', amount: {}, overdue: false })));
  return renderWithProviders(
    <Routes>
      <Route path="/pages/billingDetails/billingDetails" element={<BillingDetailsPage query={{ orderId: '42' }} />} />
      <Route path="/pages/payment/payment" element={<p>installments page</p>} />
    </Routes>,
    {
      route: '/pages/billingDetails/billingDetails?orderId=42',
      token: 'tok',
      namespace: { ns: 'payments', load: loadMessages },
    },
  );
}

test('totals on top, each period with its status, discount and late fee; pay leads to the installments', async () => {
  await renderBills(
    order('IN_RENT', [
      billFixture(1, {
        status: 'paid',
        paidAmount: 29900,
        payable: 0,
        paidAt: '2026-06-21T02:00:00Z',
        discountAmount: 1000,
        originalAmount: 30900,
      }),
      billFixture(2, { status: 'overdue', overdueFee: 449 }),
      billFixture(3),
    ]),
  );
  const summary = await screen.findByRole('region', { name: '账单汇总' });
  expect(within(summary).getByText('¥299.00')).toBeInTheDocument();
  expect(within(summary).getByText('¥602.49')).toBeInTheDocument();
  expect(within(summary).getByText('¥303.49')).toBeInTheDocument();
  const rows = screen.getAllByRole('listitem');
  expect(within(rows[0]!).getByText('已付')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('2026-06-21 已付')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('优惠 ¥10.00')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('已逾期')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('逾期费 ¥4.49（3 天）')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('第 3/6 期')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '去支付' }));
  expect(await screen.findByText('installments page')).toBeInTheDocument();
});

test('nothing left to pay: no pay button', async () => {
  await renderBills(order('COMPLETED', [billFixture(1, { status: 'paid', paidAmount: 29900, payable: 0 })]));
  expect(await screen.findByText('第 1/6 期')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
});

test('coming back to the web-view (from the wallet) asks for the bills again, once', async () => {
  let asked = 0;
  await renderBills(order('IN_RENT', [billFixture(1, { status: 'unpaid' })]));
  // The first load's answer is in before the counting server takes over.
  await screen.findByText('第 1/6 期');
  server.use(
    apiHttp.post('/api/order/detail', () => {
      asked += 1;
      return ok({
        ...order('IN_RENT', [billFixture(1, { status: 'paid' })]),
        createdAt: '',
        amount: {},
        overdue: false,
      });
    }),
  );
  await screen.findByText('第 1/6 期');
  const show = (state: 'hidden' | 'visible') =>
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  show('hidden');
  show('visible');
  await waitFor(() => expect(asked).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(asked).toBe(1);
});
