import { type CenterCoupon, type PageQuery } from '@rental/shared';
import { apiHttp, fail, ok, renderWithProviders, setupApiServer, LocationProbe } from '@rental/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { loadMessages } from '../../locales/load-messages';
import { centerCoupons, myCoupon } from '../../testing/detail-fixtures';
import CouponPage from './coupon';

let center: CenterCoupon[] = centerCoupons;
const server = setupApiServer(
  apiHttp.get('/api/coupon/list', () => ok(center)),
  apiHttp.get('/api/coupon/my/list', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    if (status === 'used') return ok([myCoupon(9102, '老用户回馈 ¥20', 'used')]);
    if (status === 'expired') return ok([]);
    return ok([myCoupon(9001, '新人首期立减 ¥50', 'unused')]);
  }),
);
beforeEach(() => {
  center = centerCoupons;
});
afterEach(() => act(() => Toast.clear()));

function renderCoupons(query: PageQuery = {}, token = '') {
  const search = new URLSearchParams(query).toString();
  return renderWithProviders(
    <>
      <CouponPage query={query} />
      <LocationProbe />
    </>,
    {
      route: `/pages/coupon/coupon${search ? `?${search}` : ''}`,
      token,
      namespace: { ns: 'catalog', load: loadMessages },
    },
  );
}

test('the center shows each coupon with claim, claimed or all gone', async () => {
  await renderCoupons();
  expect(await screen.findByRole('button', { name: '领取 手机专享 ¥30' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '已领取 新人首期立减 ¥50' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '已抢光 首期免租' })).toBeDisabled();
  expect(screen.getAllByText('无门槛 · 全场通用 · 抵扣首期租金')).toHaveLength(3);
});

test('claiming without a token goes to login and back here', async () => {
  const user = userEvent.setup();
  await renderCoupons();
  await user.click(await screen.findByRole('button', { name: '领取 手机专享 ¥30' }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    `/pages/login/login?redirect=${encodeURIComponent('/pages/coupon/coupon')}`,
  );
});

test('a claim shows as claimed; a refused one shows the server message and the fresh state', async () => {
  const user = userEvent.setup();
  let claims = 0;
  server.use(
    apiHttp.post('/api/coupon/get', () => {
      claims += 1;
      center = center.map((c) => (c.id === 9004 ? { ...c, claimed: true } : c));
      return claims === 1 ? ok(myCoupon(9004, '手机专享 ¥30', 'unused')) : fail(409, '您已领取过该优惠券');
    }),
  );
  await renderCoupons({}, 'tok');
  await user.click(await screen.findByRole('button', { name: '领取 手机专享 ¥30' }));
  expect(await screen.findByText('领取成功')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '已领取 手机专享 ¥30' })).toBeDisabled();
});

test('my coupons: a login prompt without a token, then the status tabs', async () => {
  const { unmount } = await renderCoupons({ tab: 'mine' });
  expect(screen.getByText('登录后查看我的优惠券')).toBeInTheDocument();
  unmount();
  const user = userEvent.setup();
  await renderCoupons({ tab: 'mine' }, 'tok');
  expect(await screen.findByText('新人首期立减 ¥50')).toBeInTheDocument();
  expect(screen.getByText('有效期 2026-11-01 至 2026-12-01')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '已使用' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('tab=mine&status=used'));
});

test('an empty center and a failed one', async () => {
  center = [];
  const { unmount } = await renderCoupons();
  expect(await screen.findByText('暂无可领取的优惠券')).toBeInTheDocument();
  unmount();
  server.use(apiHttp.get('/api/coupon/list', () => fail(500, '服务器异常!')));
  await renderCoupons();
  expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
});

test('a claim whose list refresh is superseded (back online meanwhile) leaves no unhandled rejection', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const user = userEvent.setup();
    let lists = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      apiHttp.post('/api/coupon/get', () => {
        center = center.map((c) => (c.id === 9004 ? { ...c, claimed: true } : c));
        return ok(myCoupon(9004, '手机专享 ¥30', 'unused'));
      }),
      apiHttp.get('/api/coupon/list', async () => {
        lists += 1;
        // The refresh after the claim is still on its way when the connection comes back.
        if (lists === 2) await held;
        return ok(center);
      }),
    );
    await renderCoupons({}, 'tok');
    await user.click(await screen.findByRole('button', { name: '领取 手机专享 ¥30' }));
    await waitFor(() => expect(lists).toBe(2));
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(lists).toBe(3));
    release();
    expect(await screen.findByRole('button', { name: '已领取 手机专享 ¥30' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
