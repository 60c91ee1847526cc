import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiHttp,
  closeOverlays,
  fail,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
  tapWhenReady,
} from '@rental/shared/testing';
import type { OrderDetail } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { cancelledFixture, cardQuote, pendingShipFixture } from '../../testing/cancel-fixtures';
import OrderDetailPage from './order-detail';

const server = setupApiServer();
afterEach(closeOverlays);

type Answer = () => ReturnType<typeof ok> | ReturnType<typeof fail> | Response;

/** A paid order waiting to ship; `cancels` answer the cancel calls in turn (the last one repeats). */
function backend({ quotes = [() => ok(cardQuote)], cancels = [() => ok(cancelledFixture() as never)] } = {}) {
  const sent: URLSearchParams[] = [];
  let quoteCalls = 0;
  let done: OrderDetail | null = null;
  const answer = (list: Answer[], n: number) => (list[Math.min(n, list.length - 1)] as Answer)();
  server.use(
    apiHttp.post('/api/order/detail', () => ok((done ?? pendingShipFixture()) as never)),
    apiHttp.post('/api/order/cancel/quote', () => answer(quotes, quoteCalls++)),
    apiHttp.post('/api/order/cancle', async ({ request }) => {
      sent.push(new URLSearchParams(await request.text()));
      const res = answer(cancels, sent.length - 1);
      if (res.status === 200 && (await res.clone().json()).success) done = cancelledFixture();
      return res;
    }),
  );
  return sent;
}

const render = () =>
  renderWithProviders(<OrderDetailPage query={{ orderId: '7' }} />, {
    route: '/pages/orderDetail/orderDetail',
    token: 'tok',
    namespace: { ns: 'orders', load: loadMessages },
  });

async function openSheet() {
  await render();
  expect(await screen.findByRole('heading', { name: '待发货' })).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: '取消订单' }));
  return screen.findByRole('dialog', { name: '请选择取消原因' });
}

async function chooseReason(sheet: HTMLElement) {
  await tapWhenReady(within(sheet).getByText('价格太贵'));
  await userEvent.type(within(sheet).getByLabelText('补充取消原因'), '想等降价');
}

test('the sheet says what cancelling gives back, where to and in how long, before anything is sent', async () => {
  const sent = backend();
  const sheet = await openSheet();
  const outcome = await within(sheet).findByRole('list', { name: '取消后' });
  expect(within(outcome).getByText('已付 ¥691.00 原路退回中国工商银行（尾号 4567）')).toBeInTheDocument();
  expect(within(outcome).getByText('退款 30 分钟内到账')).toBeInTheDocument();
  expect(within(outcome).getByText('押金冻结 ¥6999.00 立即解除')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('cancelled once however often tapped; the detail shows the refund, the released freeze and the refund line', async () => {
  const sent = backend();
  const sheet = await openSheet();
  await within(sheet).findByRole('list', { name: '取消后' });
  await chooseReason(sheet);
  await userEvent.dblClick(within(sheet).getByRole('button', { name: '确认取消' }));
  expect(await screen.findByRole('heading', { name: '已取消' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.get('reason')).toBe('价格太贵: 想等降价');

  const refund = screen.getByRole('region', { name: '退款信息' });
  expect(within(refund).getByText('¥691.00')).toBeInTheDocument();
  expect(within(refund).getByText('退款中')).toBeInTheDocument();
  expect(within(refund).getByText('中国工商银行（尾号 4567）')).toBeInTheDocument();
  expect(within(refund).getByText('预计 2026-11-22 10:30 前到账')).toBeInTheDocument();
  expect(within(refund).getByText('¥6999.00 已于 2026-11-22 解冻')).toBeInTheDocument();

  const bills = screen.getByRole('region', { name: '账单' });
  expect(within(bills).getByText('第 1/3 期 已付')).toBeInTheDocument();
  expect(within(bills).getByText('第 1/3 期 退款')).toBeInTheDocument();
  expect(within(bills).getByText(/-¥691\.00/)).toBeInTheDocument();
  expect(within(within(bills).getByText('合计').parentElement as HTMLElement).getByText('¥0.00')).toBeInTheDocument();
  const settled = screen.getByRole('region', { name: '结算' });
  expect(
    within(within(settled).getByText('已退款').parentElement as HTMLElement).getByText('¥691.00'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('a failed cancel says so with a retry on the sheet, keeps the reason, and the retry cancels', async () => {
  const sent = backend({
    cancels: [
      () => HttpResponse.error(),
      () => fail(500, '系统繁忙，请稍后再试'),
      () => ok(cancelledFixture() as never),
    ],
  });
  const sheet = await openSheet();
  await within(sheet).findByRole('list', { name: '取消后' });
  await chooseReason(sheet);
  await userEvent.click(within(sheet).getByRole('button', { name: '确认取消' }));
  const offline = await within(sheet).findByRole('alert');
  expect(offline).not.toHaveTextContent(/^$/);
  expect(within(sheet).getByLabelText('补充取消原因')).toHaveValue('想等降价');
  expect(screen.getByRole('heading', { name: '待发货' })).toBeInTheDocument();

  await userEvent.click(within(offline).getByRole('button', { name: '重试' }));
  expect(await within(sheet).findByText('系统繁忙，请稍后再试')).toBeInTheDocument();
  await userEvent.click(within(sheet).getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '已取消' })).toBeInTheDocument();
  expect(sent.map((form) => form.get('reason'))).toEqual([
    '价格太贵: 想等降价',
    '价格太贵: 想等降价',
    '价格太贵: 想等降价',
  ]);
});

test('when the refund cannot be worked out, cancelling waits for a retry that can', async () => {
  const sent = backend({ quotes: [() => fail(500, '系统繁忙，请稍后再试'), () => ok(cardQuote)] });
  const sheet = await openSheet();
  const problem = await within(sheet).findByRole('alert');
  expect(problem).toHaveTextContent('系统繁忙，请稍后再试');
  expect(within(sheet).getByRole('button', { name: '确认取消' })).toBeDisabled();
  await tapWhenReady(within(problem).getByRole('button', { name: '重试' }));
  expect(await within(sheet).findByText('退款 30 分钟内到账')).toBeInTheDocument();
  expect(within(sheet).getByRole('button', { name: '确认取消' })).toBeEnabled();
  expect(sent).toHaveLength(0);
});
