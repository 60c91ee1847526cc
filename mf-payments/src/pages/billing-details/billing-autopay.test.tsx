import {
  apiHttp,
  closeOverlays,
  fail,
  ok,
  renderWithProviders,
  setupApiServer,
  tapWhenReady,
} from '@rental/shared/testing';
import type { Language } from '@rental/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutopaySetting, Bill, DebitMarks } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { billFixture, orderBillsFixture } from '../../testing/fixtures';
import BillingDetailsPage from './billing-details';

const server = setupApiServer();
afterEach(closeOverlays);

/** A fixture row with what it says of its automatic debit. */
const debitRow = (n: number, over: Parameters<typeof billFixture>[1] & DebitMarks = {}): Bill & DebitMarks => ({
  ...billFixture(n, over),
  ...over,
});

const WALLET_ON: AutopaySetting = { enabled: true, method: 'wallet', cardId: null };

function withAutopay(autopay: AutopaySetting, rows: (Bill & DebitMarks)[]) {
  return { ...orderBillsFixture('IN_RENT', rows), autopay, createdAt: '', amount: {}, overdue: false };
}

const renderBills = (lng?: Language) =>
  renderWithProviders(<BillingDetailsPage query={{ orderId: '42' }} />, {
    route: '/pages/billingDetails/billingDetails?orderId=42',
    token: 'tok',
    namespace: { ns: 'payments', load: loadMessages },
    ...(lng ? { lang: lng } : {}),
  });

test('each unpaid row of an order with automatic debit says on which day it is debited', async () => {
  server.use(
    apiHttp.post('/api/order/detail', () =>
      ok(
        withAutopay(WALLET_ON, [
          debitRow(1, { status: 'paid', paidAmount: 29900, payable: 0, paidAt: '2026-06-21T02:00:00Z' }),
          debitRow(2, { dueDate: '2026-12-27', autoDebitOn: '2026-12-27' }),
        ]),
      ),
    ),
  );
  await renderBills();
  const rows = await screen.findAllByRole('listitem');
  expect(within(rows[1]!).getByText('12-27 自动扣款')).toBeInTheDocument();
  expect(within(rows[0]!).queryByText(/自动扣款/)).not.toBeInTheDocument();
  expect(screen.getByRole('switch', { name: '自动扣款' })).toBeChecked();
});

test('a failed debit shows the row as manual, with 去支付', async () => {
  server.use(
    apiHttp.post('/api/order/detail', () =>
      ok(withAutopay(WALLET_ON, [debitRow(1, { status: 'unpaid', autoDebitOn: null, debitFailed: true })])),
    ),
  );
  await renderBills();
  expect(await screen.findByText('自动扣款未成功，请手动支付')).toBeInTheDocument();
  expect(screen.queryByText(/\d{2}-\d{2} 自动扣款/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '去支付' })).toBeInTheDocument();
});

test('switching off asks first, says a refusal with a retry, and the rows follow', async () => {
  let enabled = true;
  let refuse = true;
  server.use(
    apiHttp.post('/api/order/detail', () =>
      ok(
        withAutopay({ ...WALLET_ON, enabled }, [
          debitRow(2, { dueDate: '2026-12-27', autoDebitOn: enabled ? '2026-12-27' : null }),
        ]),
      ),
    ),
    apiHttp.post('/api/order/autopay', async ({ request }) => {
      if (refuse) {
        refuse = false;
        return fail(500, '服务繁忙');
      }
      const body = (await request.json()) as { enabled: boolean };
      enabled = body.enabled;
      return ok({ ...WALLET_ON, enabled });
    }),
  );
  await renderBills();
  expect(await screen.findByText('12-27 自动扣款')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('switch', { name: '自动扣款' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('关闭自动扣款？')).toBeInTheDocument();
  await tapWhenReady(within(dialog).getByRole('button', { name: '关闭' }));
  const alert = await screen.findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.queryByText('12-27 自动扣款')).not.toBeInTheDocument());
  expect(screen.getByRole('switch', { name: '自动扣款' })).not.toBeChecked();
  expect(enabled).toBe(false);
});

test('in English the day is written the English way', async () => {
  server.use(
    apiHttp.post('/api/order/detail', () =>
      ok(withAutopay(WALLET_ON, [debitRow(2, { dueDate: '2026-12-27', autoDebitOn: '2026-12-27' })])),
    ),
  );
  await renderBills('en');
  expect(await screen.findByText('Auto-debit Dec 27')).toBeInTheDocument();
});
