import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ruleValues } from '@rental/shared';
import { apiHttp, closeOverlays, ok, renderWithProviders, setupApiServer, tapWhenReady } from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import { detailFixture } from '../../testing/detail-fixtures';
import ReturnApplicationPage from './return-application';

const server = setupApiServer();
afterEach(closeOverlays);

const order = detailFixture();
const [, second, third] = order.bills.items;
const quote = {
  due: [],
  dueAmount: 0,
  dropped: [second, third],
  droppedRent: 132200,
  earlyReturnFee: 39660,
  total: 39660,
  paid: 69100,
  frozen: 699900,
};

function backend() {
  const applied: URLSearchParams[] = [];
  server.use(
    apiHttp.post('/api/order/detail', () => ok(order as never)),
    apiHttp.post('/api/order/return/quote', () => ok(quote as never)),
    apiHttp.post('/api/order/apply/return', async ({ request }) => {
      applied.push(new URLSearchParams(await request.text()));
      return ok({
        returnNo: 'TH7',
        status: 'applied',
        remainingPeriods: 1,
        remainingAmount: quote.total,
        earlyReturnFee: quote.earlyReturnFee,
        merchantAddress: { name: '优品租售后中心', phone: '0755-86001234', address: '深圳市南山区科苑路 15 号' },
        orderStatus: 'RETURNING',
      });
    }),
  );
  return applied;
}

const render = () =>
  renderWithProviders(<ReturnApplicationPage query={{ orderId: '7' }} />, {
    route: '/pages/returnApplication/returnApplication?orderId=7',
    token: 'tok',
    namespace: { ns: 'orders', load: loadMessages },
  });

test('before applying, the exact settlement: rent not yet due dropped, the fee at the rules’ rate, the total', async () => {
  backend();
  await render();
  const settlement = within(await screen.findByRole('region', { name: '归还结算' }));
  expect(await settlement.findByText('未到期租金 2 期，不再收取')).toBeInTheDocument();
  expect(settlement.getByText(`提前解约费（未到期租金的 ${ruleValues().earlyReturnFee}）`)).toBeInTheDocument();
  expect(settlement.getAllByText('¥396.60')).toHaveLength(2);
  // Periods that are not due yet are never called due.
  expect(settlement.queryByText(/已到期/)).not.toBeInTheDocument();
});

test('applying sends the reason once confirmed, then says where to send it and what is left to pay', async () => {
  const applied = backend();
  await render();
  await screen.findByRole('region', { name: '归还结算' });
  await userEvent.click(screen.getByText('不再需要了'));
  await userEvent.click(screen.getByRole('button', { name: '提交归还申请' }));
  await tapWhenReady(within(await screen.findByRole('dialog', { name: '' })).getByRole('button', { name: '确定' }));
  expect(await screen.findByRole('region', { name: '请将设备寄到' })).toBeInTheDocument();
  expect(applied).toHaveLength(1);
  const owed = within(screen.getByRole('region', { name: '归还结算待支付' }));
  expect(owed.getByText('¥396.60')).toBeInTheDocument();
  expect(owed.getByRole('button', { name: '去支付' })).toBeInTheDocument();
});
