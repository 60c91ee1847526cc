import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  apiHttp,
  closeOverlays,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
  tapWhenReady,
} from '@rental/shared/testing';
import type { OrderDetail } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { detailFixture } from '../../testing/detail-fixtures';
import OrderDetailPage from './order-detail';

const server = setupApiServer();
afterEach(closeOverlays);

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/** The detail call answers `order`; each change call is recorded and answers `after`. */
function backend(order: OrderDetail, after: OrderDetail = order) {
  const sent: { path: string; form: URLSearchParams }[] = [];
  const record = (path: string) =>
    apiHttp.post(path, async ({ request }) => {
      sent.push({ path, form: new URLSearchParams(await request.text()) });
      return ok(after as never);
    });
  server.use(
    apiHttp.post('/api/order/detail', () => ok((sent.length ? after : order) as never)),
    record('/api/order/cancle'),
    // Nothing paid on these orders: cancelling refunds nothing and the freeze goes.
    apiHttp.post('/api/order/cancel/quote', () =>
      ok({ refundTotal: 0, refunds: [], frozen: 699900, refundMinutes: 30 }),
    ),
    record('/api/order/confirmChanges'),
    record('/api/order/received'),
  );
  return sent;
}

const render = (query: Record<string, string> = { orderId: '7' }) =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/orderDetail/orderDetail" element={<OrderDetailPage query={query} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/pages/orderDetail/orderDetail', token: 'tok', namespace: { ns: 'orders', load: loadMessages } },
  );

const actionBar = () => within(screen.getByRole('navigation'));

test('shows the order and exactly the actions the server allows, the rest behind "more"', async () => {
  backend(detailFixture());
  await render();
  expect(await screen.findByRole('heading', { name: '租用中' })).toBeInTheDocument();
  expect(screen.getByText('租用中，请按时支付每期租金')).toBeInTheDocument();
  expect(screen.getByText('ZL2026112200000007')).toBeInTheDocument();
  expect(within(screen.getByText('首期金额').parentElement as HTMLElement).getByText('¥691.00')).toBeInTheDocument();
  expect(
    actionBar()
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['更多', '支付租金', '申请归还']);
  await userEvent.click(actionBar().getByRole('button', { name: '更多' }));
  for (const name of ['申请买断', '查看物流', '查看合同', '查看账单']) {
    expect(await screen.findByText(name, { selector: '.adm-action-sheet-button-item-name' })).toBeInTheDocument();
  }
  expect(screen.queryByText('取消订单')).toBeNull();
  expect(screen.queryByText('确认收货')).toBeNull();
  // Customer service about this very order, from its page.
  expect(screen.getByRole('link', { name: /联系客服/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/pages\/customerService\/chat\?orderId=7$/),
  );
});

test('an order the server allows nothing on has no action bar', async () => {
  backend(detailFixture({ status: 'CANCELLED', statusText: '已取消', actions: [] }));
  await render();
  expect(await screen.findByRole('heading', { name: '已取消' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('an overdue order warns about it', async () => {
  backend(detailFixture({ overdue: true }));
  await render();
  expect(await screen.findByText(/有账单已逾期/)).toBeInTheDocument();
});

test('cancelling asks for a reason, sends it once and shows the cancelled order', async () => {
  const sent = backend(
    detailFixture({ status: 'PENDING_REVIEW', statusText: '审核中', actions: ['cancel'] }),
    detailFixture({ status: 'CANCELLED', statusText: '已取消', actions: [] }),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '取消订单' }));
  const sheet = await screen.findByRole('dialog', { name: '请选择取消原因' });
  expect(await within(sheet).findByText('尚未付款，无需退款')).toBeInTheDocument();
  expect(within(sheet).getByText('押金冻结 ¥6999.00 立即解除')).toBeInTheDocument();
  const submit = within(sheet).getByRole('button', { name: '确认取消' });
  await tapWhenReady(submit);
  expect(within(sheet).getByText('请选择一个原因')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await userEvent.click(within(sheet).getByText('价格太贵'));
  await userEvent.type(within(sheet).getByLabelText('补充取消原因'), '想等降价');
  await userEvent.dblClick(submit);
  expect(await screen.findByRole('heading', { name: '已取消' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.path).toBe('/api/order/cancle');
  expect(sent[0]?.form.get('orderId')).toBe('7');
  expect(sent[0]?.form.get('reason')).toBe('价格太贵: 想等降价');
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('"other" needs the renter\'s own words; what they typed stays', async () => {
  const sent = backend(detailFixture({ status: 'PENDING_SIGN', statusText: '待签约', actions: ['cancel', 'sign'] }));
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '取消订单' }));
  const sheet = await screen.findByRole('dialog', { name: '请选择取消原因' });
  await within(sheet).findByText('尚未付款，无需退款');
  await tapWhenReady(within(sheet).getByText('其他原因'));
  await userEvent.type(within(sheet).getByLabelText('补充取消原因'), 'a');
  await userEvent.click(within(sheet).getByRole('button', { name: '确认取消' }));
  expect(within(sheet).getByText('请简单写一下原因')).toBeInTheDocument();
  expect(within(sheet).getByLabelText('补充取消原因')).toHaveValue('a');
  expect(sent).toHaveLength(0);
});

test('changed terms are shown from → to and accepted once after confirming', async () => {
  const changes = { fromTerm: 3, toTerm: 6, fromPeriodRent: 53600, toPeriodRent: 49900 };
  const sent = backend(
    detailFixture({ status: 'PENDING_CONFIRM', statusText: '待确认', actions: ['cancel', 'confirmChanges'], changes }),
    detailFixture({ status: 'PENDING_SIGN', statusText: '待签约', actions: ['cancel', 'sign', 'viewContract'] }),
  );
  await render();
  expect(await screen.findByText('3 个月 → 6 个月')).toBeInTheDocument();
  expect(screen.getByText('¥536.00 → ¥499.00')).toBeInTheDocument();
  await userEvent.click(actionBar().getByRole('button', { name: '确认变更' }));
  const dialog = await screen.findByRole('dialog');
  await tapWhenReady(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByRole('heading', { name: '待签约' })).toBeInTheDocument();
  expect(sent.map((s) => s.path)).toEqual(['/api/order/confirmChanges']);
});

test('confirming receipt asks first; saying no sends nothing', async () => {
  const sent = backend(
    detailFixture({ status: 'SHIPPED', statusText: '待收货', actions: ['confirmReceipt', 'viewLogistics'] }),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '确认收货' }));
  await tapWhenReady(within(await screen.findByRole('dialog')).getByRole('button', { name: '再想想' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent).toHaveLength(0);
});

test('buying out shows the quote with its lines first; "返回" changes nothing, "确认并支付" buys at that price', async () => {
  const applied: URLSearchParams[] = [];
  const quote = {
    amount: 1076400,
    breakdown: [
      { key: 'totalRent', label: '总租金', amount: 198300 },
      { key: 'buyoutPrice', label: '到期买断价', amount: 951600 },
      { key: 'couponDiscount', label: '优惠券抵扣', amount: -5000 },
      { key: 'lateFees', label: '未付逾期费', amount: 0 },
      { key: 'rentPaid', label: '已付租金', amount: -68500 },
    ],
  };
  backend(detailFixture());
  server.use(
    apiHttp.post('/api/order/buyout/quote', () => ok(quote)),
    apiHttp.post('/api/order/apply/buyout', async ({ request }) => {
      applied.push(new URLSearchParams(await request.text()));
      return ok({ ...quote, buyoutNo: 'MD1', status: 'pending_pay' });
    }),
  );
  await render();
  const openQuote = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '更多' }));
    await tapWhenReady(await screen.findByText('申请买断', { selector: '.adm-action-sheet-button-item-name' }));
    return screen.findByRole('dialog', { name: '买断报价' });
  };
  let sheet = await openQuote();
  expect(within(sheet).getByText('优惠券抵扣')).toBeInTheDocument();
  expect(within(sheet).getByText('-¥50.00')).toBeInTheDocument();
  expect(within(sheet).getByText('¥10764.00')).toBeInTheDocument();
  await tapWhenReady(within(sheet).getByRole('button', { name: '返回' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '买断报价' })).not.toBeInTheDocument());
  expect(applied).toHaveLength(0);

  sheet = await openQuote();
  await tapWhenReady(within(sheet).getByRole('button', { name: '确认并支付' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent(
    '/pages/confirmPayment/confirmPayment?orderId=7&kind=buyout',
  );
  expect(applied.map((form) => form.get('amount'))).toEqual(['1076400']);
});

test('a buyout price that moved meanwhile is shown again to agree to, never charged unseen', async () => {
  backend(detailFixture());
  const first = { amount: 1000000, breakdown: [{ key: 'totalRent', label: '总租金', amount: 1000000 }] };
  const moved = {
    amount: 1000400,
    breakdown: [...first.breakdown, { key: 'lateFees', label: '未付逾期费', amount: 400 }],
  };
  server.use(
    apiHttp.post('/api/order/buyout/quote', () => ok(first)),
    apiHttp.post('/api/order/apply/buyout', () =>
      HttpResponse.json({ success: false, code: 409, msg: '买断报价已更新，请确认新的金额', data: moved }),
    ),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '更多' }));
  await tapWhenReady(await screen.findByText('申请买断', { selector: '.adm-action-sheet-button-item-name' }));
  const sheet = await screen.findByRole('dialog', { name: '买断报价' });
  await tapWhenReady(within(sheet).getByRole('button', { name: '确认并支付' }));
  expect(await within(sheet).findByText('¥10004.00')).toBeInTheDocument();
  expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
});

test('a finished order shows its settlement and nothing to pay', async () => {
  const done = detailFixture({
    status: 'COMPLETED',
    statusText: '已完成',
    actions: ['viewContract', 'viewBills'],
    settlement: { paid: 207300, outstanding: 0, frozen: 699900, freezeReleasedAt: '2026-12-01T02:00:00.000Z' },
  });
  backend(done);
  await render();
  const settlement = within(await screen.findByRole('region', { name: '结算' }));
  expect(settlement.getByText('¥2073.00')).toBeInTheDocument();
  expect(settlement.getByText('¥6999.00 已于 2026-12-01 解冻')).toBeInTheDocument();
  expect(settlement.getByText('本单已结清，无待付款项')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '账单' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /支付/ })).not.toBeInTheDocument();
});

test('the receiver phone is masked, and a contract number is never paired with "not generated"', async () => {
  backend(detailFixture({ contract: { contractNo: 'HT7', status: 'none' } }));
  await render();
  expect(await screen.findByText('139****5678')).toBeInTheDocument();
  expect(screen.queryByText('13912345678')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'HT7 · 待签署' })).toBeInTheDocument();
  expect(screen.queryByText(/尚未生成/)).not.toBeInTheDocument();
});

test('link actions open their pages', async () => {
  backend(detailFixture());
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '支付租金' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/payment/payment?orderId=7');
});

test('a failed load offers a retry', async () => {
  let calls = 0;
  server.use(
    apiHttp.post('/api/order/detail', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({}, { status: 500 }) : ok(detailFixture() as never);
    }),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '租用中' })).toBeInTheDocument();
});

test('a link without a valid order says so', async () => {
  await render({ orderId: 'x' });
  expect(screen.getByText('链接中没有有效的订单，请从「我的订单」进入')).toBeInTheDocument();
});

/** A waiting order's freeze resumed: the wallet answers `code`, the server decides. */
function freezeBackend(code: string) {
  const seen = { refreezes: 0, notifies: [] as string[], details: 0 };
  const waiting = detailFixture({ status: 'CREATED', statusText: '待授权', actions: ['cancel', 'refreeze'] });
  const frozen = detailFixture({ status: 'PENDING_REVIEW', statusText: '审核中', actions: ['cancel'] });
  server.use(
    apiHttp.post('/api/order/detail', () => {
      seen.details += 1;
      return ok((seen.notifies.includes('9000') ? frozen : waiting) as never);
    }),
    apiHttp.post('/api/order/refreeze', () => {
      seen.refreezes += 1;
      return ok({ orderId: 7, orderNo: 'ZL2026112200000007', status: 'CREATED', freeze: { orderStr: 's2' } });
    }),
    apiHttp.post('/wallet-sim/freeze', () =>
      HttpResponse.json({ success: true, code: 200, msg: 'ok', data: { resultCode: code, memo: '' } }),
    ),
    apiHttp.post('/api/order/freeze/notify', async ({ request }) => {
      const resultCode = new URLSearchParams(await request.text()).get('resultCode') ?? '';
      seen.notifies.push(resultCode);
      const done = resultCode === '9000';
      return ok({ status: done ? 'PENDING_REVIEW' : 'CREATED', frozen: done, resultCode });
    }),
  );
  return seen;
}

test('resuming the deposit authorization: frozen → says so and shows the order under review', async () => {
  const seen = freezeBackend('9000');
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '去授权押金' }));
  const ask = within(await screen.findByRole('dialog', { name: '' }));
  expect(ask.getByText(/本次将冻结 ¥6999\.00（已免押 ¥3000\.00）/)).toBeInTheDocument();
  await tapWhenReady(ask.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('押金授权成功，订单已进入审核')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '审核中' })).toBeInTheDocument();
  expect(seen.refreezes).toBe(1);
  expect(seen.notifies).toEqual(['9000']);
});

test('resuming the deposit authorization: closed in the wallet → says the order still waits', async () => {
  const seen = freezeBackend('6001');
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '去授权押金' }));
  await tapWhenReady(within(await screen.findByRole('dialog', { name: '' })).getByRole('button', { name: '确定' }));
  expect(await screen.findByText(/订单会继续保留/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '待授权' })).toBeInTheDocument();
  expect(seen.notifies).toEqual(['6001']);
});

test('the next bill due is named with its day and amount, and the steps ahead with their expected days', async () => {
  backend(
    detailFixture({
      status: 'PENDING_SHIP',
      statusText: '待发货',
      upcoming: [
        { key: 'ship', by: '2026-11-24T02:00:00.000Z' },
        { key: 'deliver', by: '2026-11-25T08:00:00.000Z' },
      ],
    }),
  );
  await render();
  const next = await screen.findByText('下期应付（2026-12-22）');
  expect(next.nextElementSibling).toHaveTextContent('¥691.00');
  expect(screen.getByText('预计发货')).toBeInTheDocument();
  expect(screen.getByText('2026-11-24 前发货')).toBeInTheDocument();
  // Beijing time: 08:00 UTC is 16:00 the same day.
  expect(screen.getByText('2026-11-25 前送达')).toBeInTheDocument();
});
