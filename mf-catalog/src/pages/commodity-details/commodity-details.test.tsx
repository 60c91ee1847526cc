import { formatMoney, RENTAL_RULES, type PageQuery } from '@rental/shared';
import { apiHttp, fail, ok, renderWithProviders, setupApiServer, LocationProbe } from '@rental/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { loadMessages } from '../../locales/load-messages';
import { centerCoupons, detail } from '../../testing/detail-fixtures';
import CommodityDetailsPage from './commodity-details';

const server = setupApiServer(
  apiHttp.get('/api/goods/1001', () => ok(detail)),
  apiHttp.get('/api/coupon/list', () => ok(centerCoupons)),
);
afterEach(() => act(() => Toast.clear()));

function renderDetail(query: PageQuery = { id: '1001' }, token = '') {
  const search = new URLSearchParams(query).toString();
  return renderWithProviders(
    <>
      <CommodityDetailsPage query={query} />
      <LocationProbe />
    </>,
    {
      route: `/pages/commodityDetails/commodityDetails?${search}`,
      token,
      namespace: { ns: 'catalog', load: loadMessages },
    },
  );
}

const rent = () => screen.getByTestId('detail-rent');
const location = () => screen.getByTestId('location').textContent;

test('opens on the cheapest SKU in stock (the "from" price) and says what a period really costs', async () => {
  await renderDetail();
  expect(await screen.findByRole('heading', { name: 'Apple iPhone 16 Pro' })).toBeInTheDocument();
  expect(rent()).toHaveTextContent('¥429.00/期');
  expect(await screen.findByTestId('chosen-spec')).toHaveTextContent('黑色 / 128GB · 12个月');
  expect(screen.getByTestId('detail-total')).toHaveTextContent('¥5148.00');
  expect(screen.getByRole('checkbox', { name: /意外保障/ })).toBeChecked();
  expect(screen.getByText('另含必选 意外保障 ¥24.00，每期实付 ¥453.00')).toBeInTheDocument();
  // first payment: rent + the per-period service
  expect(screen.getByTestId('first-pay')).toHaveTextContent('¥453.00');
});

test('the deposit waiver is estimated from the rules’ cap, never "all of it"', async () => {
  await renderDetail();
  const cap = formatMoney(RENTAL_RULES.deposit.creditWaiverCap);
  expect(await screen.findByText(`信用良好可免押金，最高免 ${cap}`)).toBeInTheDocument();
  const waived = Math.min(detail.skus[1]!.deposit, RENTAL_RULES.deposit.creditWaiverCap);
  expect(screen.getByTestId('waiver-estimate')).toHaveTextContent(
    `本机预计免押 ${formatMoney(waived)}，冻结 ${formatMoney(detail.skus[1]!.deposit - waived)}`,
  );
});

test('the price follows every choice; missing and sold-out values are disabled', async () => {
  // The popup is still animating in (pointer-events: none) when the first chip is tapped.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await renderDetail();
  await user.click(await screen.findByText('已选'));
  const picker = await screen.findByRole('dialog', { name: '选择规格和租期' });
  await user.click(within(picker).getByRole('radio', { name: '6个月' }));
  await user.click(within(picker).getByRole('radio', { name: '256GB' }));
  expect(within(picker).getByTestId('popup-rent')).toHaveTextContent('¥531.00/期');
  expect(within(picker).getByRole('radio', { name: /12个月/ })).toBeDisabled();
  expect(within(picker).getByRole('radio', { name: '白色' })).toBeDisabled();
  await user.click(within(picker).getByRole('radio', { name: '128GB' }));
  await user.click(within(picker).getByRole('radio', { name: '12个月' }));
  expect(within(picker).getByTestId('popup-rent')).toHaveTextContent('¥429.00/期');
  await user.click(screen.getByRole('checkbox', { name: /碎屏保障/ }));
  expect(screen.getByTestId('first-pay')).toHaveTextContent('¥573.00');
});

test('the selection in the route is restored (back from login)', async () => {
  await renderDetail({ id: '1001', skuId: '6', term: '12', services: '1' });
  expect(await screen.findByTestId('chosen-spec')).toHaveTextContent('白色 / 128GB · 12个月');
  expect(screen.getByRole('checkbox', { name: /碎屏保障/ })).toBeChecked();
});

test('rent now without a token goes to login, then on to confirming this very choice', async () => {
  const user = userEvent.setup();
  await renderDetail();
  await user.click(await screen.findByRole('button', { name: '立即租赁' }));
  const next = '/pages/order/order?goodsId=1001&skuId=2&term=12&services=2';
  expect(location()).toBe(`/pages/login/login?redirect=${encodeURIComponent(next)}`);
});

test('rent now with a token goes to the order with the selection and the chosen coupon', async () => {
  const user = userEvent.setup();
  await renderDetail({ id: '1001' }, 'tok');
  await user.click(await screen.findByRole('button', { name: '使用 新人首期立减 ¥50' }));
  await user.click(screen.getByRole('button', { name: '立即租赁' }));
  expect(location()).toBe('/pages/order/order?goodsId=1001&skuId=2&term=12&services=2&couponId=9001');
});

test('a coupon already spent says so and cannot be chosen again', async () => {
  server.use(
    apiHttp.get('/api/coupon/list', () => ok(centerCoupons.map((c) => (c.id === 9001 ? { ...c, mine: 'used' } : c)))),
  );
  await renderDetail({ id: '1001' }, 'tok');
  expect(await screen.findByRole('button', { name: '已使用' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /^使用 新人首期立减/ })).not.toBeInTheDocument();
});

test('the detail HTML reaches the page without outside images or handlers', async () => {
  await renderDetail();
  expect(await screen.findByText('A18 Pro 芯片')).toBeInTheDocument();
  expect(document.querySelector('.cat-detail-html img')).toBeNull();
});

test('an unknown id, a malformed id and a failure each say so', async () => {
  server.use(apiHttp.get('/api/goods/404', () => fail(404, '商品不存在')));
  const { unmount } = await renderDetail({ id: '404' });
  expect(await screen.findByText('商品不存在或已下架')).toBeInTheDocument();
  unmount();
  const second = await renderDetail({ id: '12abc' });
  expect(screen.getByText('商品链接有误')).toBeInTheDocument();
  second.unmount();
  server.use(apiHttp.get('/api/goods/1001', () => fail(500, '服务器异常!'), { once: true }));
  await renderDetail();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: 'Apple iPhone 16 Pro' })).toBeInTheDocument();
});

test('moving to another product shows its skeleton, never the product before under the new link', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    apiHttp.get('/api/goods/1002', async () => {
      await held;
      return ok({ ...detail, id: 1002, name: 'Huawei Mate 70' });
    }),
  );
  const view = await renderDetail();
  expect(await screen.findByRole('heading', { name: 'Apple iPhone 16 Pro' })).toBeInTheDocument();
  view.rerender(<CommodityDetailsPage query={{ id: '1002' }} />);
  expect(screen.queryByRole('heading', { name: 'Apple iPhone 16 Pro' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('detail-rent')).not.toBeInTheDocument();
  release();
  expect(await screen.findByRole('heading', { name: 'Huawei Mate 70' })).toBeInTheDocument();
});
