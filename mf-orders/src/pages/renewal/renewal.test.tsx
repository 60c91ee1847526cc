import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDay, RENTAL_RULES } from '@rental/shared';
import { apiHttp, closeOverlays, ok, renderWithProviders, setupApiServer, LocationProbe } from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import { detailFixture } from '../../testing/detail-fixtures';
import RenewalPage from './renewal';

const server = setupApiServer();
afterEach(closeOverlays);

const order = detailFixture({ actions: ['renew', 'payBill', 'return', 'buyout', 'viewContract', 'viewBills'] });

/** The quote the dev API would give for `term` months at ¥100 a month after 6 periods. */
const quoteFor = (term: number) => ({
  term,
  termUnit: 'month',
  terms: RENTAL_RULES.renewal.terms.month,
  periodRent: 10000,
  totalRent: 10000 * term,
  fromEndAt: '2027-02-21T02:00:00.000Z',
  newEndAt: term === 3 ? '2027-05-21T02:00:00.000Z' : '2027-03-21T02:00:00.000Z',
  bills: Array.from({ length: term }, (_, i) => ({
    periodNo: 7 + i,
    periodTotal: 6 + term,
    dueDate: `2027-0${2 + i}-21`,
    amount: 10000,
  })),
  quoteHash: `hash-${term}`,
  agreement: { title: '续租补充协议', lang: 'zh-CN', html: `<h1>续租补充协议</h1><p>续租 ${term} 个月</p>` },
});

function backend(detail = order) {
  const renewed: URLSearchParams[] = [];
  server.use(
    apiHttp.post('/api/order/detail', () => ok(detail as never)),
    apiHttp.post('/api/order/renew/quote', async ({ request }) => {
      const term = Number(new URLSearchParams(await request.text()).get('term'));
      return ok(quoteFor(term) as never);
    }),
    apiHttp.post('/api/order/renew', async ({ request }) => {
      renewed.push(new URLSearchParams(await request.text()));
      return ok({ ...order, actions: ['payBill', 'return'], rentEndAt: quoteFor(3).newEndAt } as never);
    }),
  );
  return renewed;
}

const render = () =>
  renderWithProviders(
    <>
      <RenewalPage query={{ orderId: '7' }} />
      <LocationProbe />
    </>,
    {
      route: '/pages/renewal/renewal?orderId=7',
      token: 'tok',
      namespace: { ns: 'orders', load: loadMessages },
    },
  );

test('choosing 3 months shows the price, the new end date, the bills 7/9…9/9 and the agreement', async () => {
  backend();
  await render();
  for (const n of RENTAL_RULES.renewal.terms.month) expect(await screen.findByText(`${n} 个月`)).toBeInTheDocument();
  await userEvent.click(screen.getByText('3 个月'));
  expect(await screen.findByText('第 9/9 期 · 2027-04-21')).toBeInTheDocument();
  expect(screen.getByText('第 7/9 期 · 2027-02-21')).toBeInTheDocument();
  // The rent in all, and what the new bills come to (here no service carries on, so the same).
  expect(screen.getByText('续租租金合计').closest('.adm-list-item')).toHaveTextContent('¥300.00');
  expect(screen.getByText('新增账单合计（含增值服务）').closest('.adm-list-item')).toHaveTextContent('¥300.00');
  expect(screen.getByText('2027-05-21')).toBeInTheDocument();
  const agreement = await screen.findByRole('region', { name: '续租补充协议' });
  expect(await within(agreement).findByText('续租 3 个月')).toBeInTheDocument();
});

test('signing needs the agreement ticked, sends the quoted term and hash once, then opens the order', async () => {
  const renewed = backend();
  await render();
  await userEvent.click(await screen.findByText('3 个月'));
  await screen.findByText('第 9/9 期 · 2027-04-21');
  const sign = screen.getByRole('button', { name: '同意并签署' });
  expect(sign).toBeDisabled();
  await userEvent.click(screen.getByText('我已阅读并同意《续租补充协议》'));
  await userEvent.click(sign);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/pages/orderDetail/orderDetail?orderId=7'),
  );
  expect(renewed).toHaveLength(1);
  expect(renewed[0]?.get('term')).toBe('3');
  expect(renewed[0]?.get('quoteHash')).toBe('hash-3');
});

test('an order whose window is not open says so instead of offering terms', async () => {
  backend(detailFixture());
  await render();
  expect(await screen.findByText('该订单当前不能续租')).toBeInTheDocument();
  expect(screen.queryByText('3 个月')).not.toBeInTheDocument();
});

test('a renting order whose window is still ahead says the day it opens, by the rule', async () => {
  const end = Date.now() + 40 * 86_400_000;
  backend({ ...detailFixture(), actions: ['viewContract'], rentEndAt: new Date(end).toISOString() });
  await render();
  const opens = formatDay(new Date(end - RENTAL_RULES.renewal.windowDays * 86_400_000).toISOString());
  expect(
    await screen.findByText(`续租将于 ${opens} 开放（租期最后 ${RENTAL_RULES.renewal.windowDays} 天）`),
  ).toBeInTheDocument();
});
