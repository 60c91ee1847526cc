import { Toast } from 'antd-mobile';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, fail, HttpResponse, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import {
  addressFixture,
  categoriesFixture,
  couponsFixture,
  goodsFixture,
  previewFixture,
} from '../../testing/place-fixtures';
import { loadMessages } from '../../locales/load-messages';
import ConfirmOrderPage from './order';

const server = setupApiServer();
const QUERY = { goodsId: '1001', skuId: '1001003', term: '12', services: '2' };

/** A business failure: not retried by the client, so the section's own retry is what recovers. */
const broken = () => fail(500, '服务暂不可用');

function backend(overrides: { addresses?: () => Response; coupons?: () => Response; usedCoupon?: number } = {}) {
  const previews: Record<string, unknown>[] = [];
  server.use(
    apiHttp.get('/api/goods/1001', () => ok(goodsFixture)),
    apiHttp.get('/api/address/list', overrides.addresses ?? (() => ok([addressFixture]))),
    apiHttp.get('/api/coupon/my/list', overrides.coupons ?? (() => ok(couponsFixture))),
    apiHttp.get('/api/goods/category', () => ok(categoriesFixture)),
    apiHttp.post('/api/order/confirm', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      previews.push(body);
      if (overrides.usedCoupon !== undefined && body.userCouponId === overrides.usedCoupon)
        return fail(409, '优惠券已使用', { field: 'userCouponId' });
      const coupon = couponsFixture.find((c) => c.userCouponId === body.userCouponId);
      return ok(previewFixture(coupon?.value ?? 0, coupon?.userCouponId ?? null) as never);
    }),
  );
  return previews;
}

const render = () =>
  renderWithProviders(<ConfirmOrderPage query={QUERY} />, {
    route: `/pages/order/order?${new URLSearchParams(QUERY).toString()}`,
    token: 'tok',
    namespace: { ns: 'orders', load: loadMessages },
  });

afterEach(() => act(() => Toast.clear()));

test('the address list failing never holds the price: it is asked for, and the address has its own retry', async () => {
  const previews = backend({ addresses: broken });
  await render();
  const price = within(await screen.findByTestId('price-lines'));
  expect(price.getByText('¥4999.00')).toBeInTheDocument();
  expect(previews.at(-1)).not.toHaveProperty('addressId');
  expect(screen.getByTestId('first-pay')).not.toHaveTextContent('—');
  server.use(apiHttp.get('/api/address/list', () => ok([addressFixture])));
  const address = screen.getByText('收货地址加载失败').closest('section') as HTMLElement;
  await userEvent.click(within(address).getByRole('button', { name: '重试' }));
  expect(await screen.findByText(/科技南十二路 2 号/)).toBeInTheDocument();
  await waitFor(() => expect(previews.at(-1)).toMatchObject({ addressId: 3001 }));
});

test('every section reaches its own error state with a retry, whatever else failed', async () => {
  backend({ addresses: broken, coupons: broken });
  server.use(apiHttp.post('/api/order/confirm', broken));
  await render();
  expect(await screen.findByText('收货地址加载失败')).toBeInTheDocument();
  expect(await screen.findByText('价格计算失败')).toBeInTheDocument();
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.length).toBeGreaterThanOrEqual(3);
  expect(screen.getAllByRole('button', { name: '重试' }).length).toBeGreaterThanOrEqual(3);
});

test('a hanging coupon list does not hold the price longer than a moment', async () => {
  const previews = backend({ coupons: () => new Promise<Response>(() => undefined) as never });
  await render();
  expect(await screen.findByTestId('price-lines', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(previews[0]).not.toHaveProperty('userCouponId');
});

test('a coupon used elsewhere meanwhile: the page says so and prices again without it', async () => {
  const previews = backend({ usedCoupon: 500002 });
  await render();
  expect(await screen.findByText('优惠券已使用，已为你重新计算价格')).toBeInTheDocument();
  await waitFor(() => expect(previews.at(-1)).toMatchObject({ userCouponId: 500001 }));
  const price = within(await screen.findByTestId('price-lines'));
  expect(price.getByText('-¥50.00')).toBeInTheDocument();
});

test('an unreadable failure of the price shows no developer text', async () => {
  backend();
  server.use(apiHttp.post('/api/order/confirm', () => HttpResponse.json({ id: 1 })));
  await render();
  expect(await screen.findByText('价格计算失败')).toBeInTheDocument();
  expect(screen.queryByText(/undefined|Error/)).toBeNull();
});
