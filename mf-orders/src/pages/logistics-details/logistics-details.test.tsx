import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, closeOverlays, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import LogisticsDetailsPage from './logistics-details';

const server = setupApiServer();
afterEach(closeOverlays);

const render = (query: Record<string, string>) =>
  renderWithProviders(<LogisticsDetailsPage query={query} />, {
    route: '/pages/logisticsDetails/logisticsDetails',
    token: 'tok',
    namespace: { ns: 'orders', load: loadMessages },
  });

test('shows the carrier, a copyable number and the traces newest on top', async () => {
  const asked: (string | null)[] = [];
  server.use(
    apiHttp.post('/api/order/express', async ({ request }) => {
      asked.push(new URLSearchParams(await request.text()).get('type'));
      return ok({
        company: '顺丰速运',
        companyCode: 'SF',
        trackingNo: 'SF1234567890123',
        state: 'delivering',
        traces: [
          { time: '2026-11-22T08:00:00.000Z', context: '【杭州市】快递员正在派送' },
          { time: '2026-11-21T20:00:00.000Z', context: '【深圳市】快件已发出' },
        ],
      });
    }),
  );
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await render({ orderId: '7', type: 'giveback' });
  expect(await screen.findByText('SF1234567890123')).toBeInTheDocument();
  expect(screen.getByText('派送中')).toBeInTheDocument();
  const steps = screen.getAllByText(/【.+】/).map((el) => el.textContent);
  expect(steps).toEqual(['【杭州市】快递员正在派送', '【深圳市】快件已发出']);
  expect(asked).toEqual(['giveback']);
  await userEvent.click(screen.getByRole('button', { name: '复制运单号' }));
  expect(writeText).toHaveBeenCalledWith('SF1234567890123');
  expect(await screen.findByText('已复制')).toBeInTheDocument();
});

test('a shipment not made yet is a friendly empty state, not an error', async () => {
  server.use(apiHttp.post('/api/order/express', () => fail(409, '订单尚未发货')));
  await render({ orderId: '7' });
  expect(await screen.findByText('商家还未发货')).toBeInTheDocument();
  expect(screen.getByText('订单尚未发货')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '再查一次' })).toBeInTheDocument();
});
