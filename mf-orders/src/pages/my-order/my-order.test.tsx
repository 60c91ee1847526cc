import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { appStore, tokenAtom } from '@rental/shared';
import {
  apiHttp,
  closeOverlays,
  fail,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
  Hosted,
} from '@rental/shared/testing';
import { routes } from '../../routes';
import type { OrderSummary } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { summaryFixture } from '../../testing/detail-fixtures';
import MyOrderPage from './my-order';

const server = setupApiServer();
afterEach(closeOverlays);

// jsdom lays nothing out, so every element has a null offsetParent and antd-mobile's
// InfiniteScroll would think its sentinel hidden. Give it a parent, as a browser would.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

const order = (id: number, patch: Partial<OrderSummary> = {}) =>
  summaryFixture({
    orderId: id,
    orderNo: `ZL${id}`,
    goods: { ...summaryFixture().goods, name: `设备 ${id}` },
    ...patch,
  });

/** Pages of `total` orders, 10 a page; records the queries the page asked for. */
function backend(total: number, opts: { failPage?: number } = {}) {
  const asked: { status: string | null; pageNum: string | null }[] = [];
  let failed = false;
  server.use(
    apiHttp.get('/api/order/list', ({ request }) => {
      const url = new URL(request.url);
      const pageNum = Number(url.searchParams.get('pageNum'));
      asked.push({ status: url.searchParams.get('status'), pageNum: url.searchParams.get('pageNum') });
      if (opts.failPage === pageNum && !failed) {
        failed = true;
        return HttpResponse.json({ success: false, code: 500, msg: '' });
      }
      const from = (pageNum - 1) * 10;
      const ids = Array.from({ length: Math.max(Math.min(10, total - from), 0) }, (_, i) => 1000 - from - i);
      return ok({ list: ids.map((id) => order(id)) as never, total, pageNum, pageSize: 10 });
    }),
  );
  return asked;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Page() {
  const location = useLocation();
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return (
    <>
      <MyOrderPage query={query} />
      <Where />
    </>
  );
}

const render = (route = '/pages/myOrder/myOrder', token = 'tok') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/pages/myOrder/myOrder"
        element={
          <Hosted routes={routes} path="pages/myOrder/myOrder">
            <Page />
          </Hosted>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, token, namespace: { ns: 'orders', load: loadMessages } },
  );

/** A renter scrolling on: InfiniteScroll checks its sentinel on scroll. */
const scroll = () => fireEvent.scroll(window);

test('a Mine shortcut opens its tab and asks the server for that group', async () => {
  const asked = backend(2);
  await render('/pages/myOrder/myOrder?status=pendingPay');
  expect(await screen.findByText('设备 1000')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '待处理', selected: true })).toBeInTheDocument();
  expect(asked[0]).toEqual({ status: 'pending', pageNum: '1' });
});

test("cards show the goods, status, amount and the server's actions", async () => {
  backend(1);
  await render();
  const card = await screen.findByRole('article', { name: '设备 1000' });
  expect(card).toHaveTextContent('租用中');
  expect(card).toHaveTextContent('¥1983.00');
  expect(card).toHaveTextContent('沙漠色钛金属 / 256GB / 全新');
  expect(screen.getByRole('button', { name: '支付租金' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '申请归还' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '更多' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: /设备 1000/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/orderDetail/orderDetail?orderId=1000');
});

test('more orders load page by page until all are shown', async () => {
  const asked = backend(23);
  await render();
  expect(await screen.findByText('设备 1000')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(10);
  scroll();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  scroll();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
  expect(await screen.findByText('没有更多订单了')).toBeInTheDocument();
  expect(asked.map((a) => a.pageNum)).toEqual(['1', '2', '3']);
});

test('a page that fails to load offers a retry at the bottom and keeps what is shown', async () => {
  backend(15, { failPage: 2 });
  await render();
  expect(await screen.findByText('设备 1000')).toBeInTheDocument();
  scroll();
  expect(await screen.findByText('加载失败')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(10);
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
});

test('an empty tab says so and offers a way forward', async () => {
  backend(0);
  await render('/pages/myOrder/myOrder?status=returning');
  expect(await screen.findByText('没有归还中的订单')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '查看全部订单' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/myOrder/myOrder?status=all');
  expect(await screen.findByText('还没有订单')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '去逛逛' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

test('switching tabs puts the tab in the address and loads its orders', async () => {
  const asked = backend(1);
  await render();
  expect(await screen.findByText('设备 1000')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/myOrder/myOrder?status=finished');
  await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'finished', pageNum: '1' }));
});

test('a failed first load offers a retry', async () => {
  let calls = 0;
  server.use(
    apiHttp.get('/api/order/list', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ success: false, code: 500, msg: '' })
        : ok({ list: [order(5)] as never, total: 1, pageNum: 1, pageSize: 10 });
    }),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByText('设备 5')).toBeInTheDocument();
});

test('logged out, My orders sends the renter to login and back, never to a skeleton for good', async () => {
  server.use(apiHttp.get('/api/order/list', () => fail(401, '')));
  await render('/pages/myOrder/myOrder?status=renting', '');
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/pages/login/login?redirect=${encodeURIComponent('/pages/myOrder/myOrder?status=renting')}`,
    ),
  );
});

test('a 401 that leaves the session as it is (it was for an older token) ends the skeleton with a retry', async () => {
  let calls = 0;
  server.use(
    apiHttp.get('/api/order/list', () => {
      calls += 1;
      if (calls > 1) return ok({ list: [order(7)] as never, total: 1, pageNum: 1, pageSize: 10 });
      // The renter logged in again while this call, sent with the old token, was on its way.
      appStore.set(tokenAtom, 'tok2');
      return fail(401, '');
    }),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByText('设备 7')).toBeInTheDocument();
});
