import { Toast } from 'antd-mobile';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ruleValues } from '@rental/shared';
import {
  apiHttp,
  fail,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
  LocationProbe,
  Hosted,
} from '@rental/shared/testing';
import { routes } from '../../routes';
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

interface Backend {
  places: Record<string, unknown>[];
  previews: Record<string, unknown>[];
  refreezes: number;
  notifies: string[];
}

/** The confirm page's calls; `freezeCodes` are the wallet's answers, one per freeze, in order. */
interface BackendOptions {
  realName?: string;
  contacts?: number;
  freezeCodes?: string[];
  refuse?: string;
  /** The server's own verification check refuses placing, naming this status. */
  unverified?: string;
}

function backend(opts: BackendOptions = {}) {
  const seen: Backend = { places: [], previews: [], refreezes: 0, notifies: [] };
  const codes = [...(opts.freezeCodes ?? ['9000'])];
  let lastCode = '9000';
  server.use(
    apiHttp.get('/api/goods/1001', () => ok(goodsFixture)),
    apiHttp.get('/api/address/list', () => ok([addressFixture])),
    apiHttp.get('/api/coupon/my/list', () => ok(couponsFixture)),
    apiHttp.get('/api/goods/category', () => ok(categoriesFixture)),
    apiHttp.post('/api/order/confirm', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.previews.push(body);
      const coupon = couponsFixture.find((c) => c.userCouponId === body.userCouponId);
      return ok(previewFixture(coupon?.value ?? 0, coupon?.userCouponId ?? null) as never);
    }),
    apiHttp.get('/api/client/info', () => ok({ userId: 10001, realNameStatus: opts.realName ?? 'verified' })),
    apiHttp.get('/api/client/link/detail', () =>
      ok({
        contacts: Array.from({ length: opts.contacts ?? 2 }, (_, i) => ({
          relation: 'friend',
          name: `联系人${i}`,
          mobile: `1390000000${i}`,
        })),
      }),
    ),
    apiHttp.post('/api/order/place', async ({ request }) => {
      seen.places.push((await request.json()) as Record<string, unknown>);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (opts.refuse) return fail(409, opts.refuse);
      if (opts.unverified)
        return fail(403, '请先完成实名认证和人脸识别', {
          reason: 'verificationRequired',
          realNameStatus: opts.unverified,
        });
      return ok({ orderId: 700001, orderNo: 'ZL2026112000700001', status: 'CREATED', freeze: { orderStr: 's1' } });
    }),
    apiHttp.post('/api/order/refreeze', () => {
      seen.refreezes += 1;
      return ok({ orderId: 700001, orderNo: 'ZL2026112000700001', status: 'CREATED', freeze: { orderStr: 's2' } });
    }),
    apiHttp.post('/wallet-sim/freeze', () => {
      lastCode = codes.shift() ?? '9000';
      return HttpResponse.json({ success: true, code: 200, msg: 'ok', data: { resultCode: lastCode, memo: '' } });
    }),
    apiHttp.post('/api/order/freeze/notify', async ({ request }) => {
      const code = new URLSearchParams(await request.text()).get('resultCode') ?? '';
      seen.notifies.push(code);
      const frozen = code === '9000';
      return ok({ status: frozen ? 'PENDING_REVIEW' : 'CREATED', frozen, resultCode: code });
    }),
  );
  return seen;
}

const render = (query: Record<string, string> = QUERY) =>
  renderWithProviders(
    <>
      <ConfirmOrderPage query={query} />
      <LocationProbe />
    </>,
    {
      route: `/pages/order/order?${new URLSearchParams(query).toString()}`,
      token: 'tok',
      namespace: { ns: 'orders', load: loadMessages },
    },
  );

const location = () => screen.getByTestId('location').textContent ?? '';
const submitButton = () => screen.getByRole('button', { name: /提交订单|提交中|校验中|等待钱包/ });

afterEach(() => {
  act(() => Toast.clear());
  sessionStorage.clear();
});

async function agreeAndWaitForPrice() {
  await screen.findByText('¥5148.00');
  await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

/** The deposit authorization sheet: the amount, then the renter's yes. */
async function authorize() {
  const sheet = within(await screen.findByRole('dialog', { name: '押金预授权' }));
  expect(sheet.getByTestId('freeze-amount')).toHaveTextContent('¥4999.00');
  // The sheet is still sliding in (pointer-events: none) when a thumb would tap it.
  await userEvent.click(sheet.getByRole('button', { name: '确认授权 ¥4999.00' }), { pointerEventsCheck: 0 });
}

test('shows the chosen goods, the default address, the best coupon and the server price', async () => {
  const seen = backend();
  await render();
  expect(await screen.findByText('Apple iPhone 16 Pro')).toBeInTheDocument();
  expect(screen.getByText(/科技南十二路 2 号/)).toBeInTheDocument();
  // ¥100 off beats ¥50 off; the ¥300 coupon needs ¥9,000 of rent.
  await waitFor(() => expect(seen.previews.at(-1)).toMatchObject({ userCouponId: 500002, addressId: 3001 }));
  const price = within(await screen.findByTestId('price-lines'));
  expect(price.getByText('¥429.00 × 12')).toBeInTheDocument();
  expect(price.getByText('-¥100.00')).toBeInTheDocument();
  expect(price.getByText('¥4999.00')).toBeInTheDocument();
  expect(screen.getByTestId('first-pay')).toHaveTextContent('¥444.66');
  // What the whole term costs, and owning it at the end, as the server counts them.
  const totals = within(screen.getByTestId('price-totals'));
  expect(totals.getByText('租期内共付').nextElementSibling).toHaveTextContent('¥5336.00');
  expect(totals.getByText('租满后买断共付').nextElementSibling).toHaveTextContent('¥6336.00');
  expect(screen.getByText('到期买断价 ¥1000.00：租期内账单付清后支付，设备即归您所有。')).toBeInTheDocument();
});

test('an optional service is added and dropped on the page, the price asked with it; a required one stays', async () => {
  const seen = backend();
  const first = await render();
  const accident = await screen.findByRole('checkbox', { name: '意外保障 · 必选' });
  expect(accident).toBeChecked();
  expect(accident).toBeDisabled();
  const cover = screen.getByRole('checkbox', { name: '碎屏保障' });
  expect(cover).not.toBeChecked();
  await userEvent.click(cover);
  // The choice rides in the route (a detour brings it back), and the page asks the price with it.
  await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('services')).toBe('1,2'));
  first.unmount();
  await render({ ...QUERY, services: '1,2' });
  expect(await screen.findByRole('checkbox', { name: '碎屏保障' })).toBeChecked();
  await waitFor(() => expect(seen.previews.at(-1)).toMatchObject({ serviceIds: [1, 2] }));
  await userEvent.click(screen.getByRole('checkbox', { name: '碎屏保障' }));
  await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('services')).toBe('2'));
});

test('a triple tap on Submit places one order, then the wallet freezes and success follows', async () => {
  const seen = backend();
  await render();
  await agreeAndWaitForPrice();
  const button = submitButton();
  await userEvent.click(button);
  await userEvent.click(button);
  await userEvent.click(button);
  await authorize();
  await waitFor(() => expect(location()).toMatch(/^\/pages\/orderSuccess\/orderSuccess\?orderId=700001/));
  expect(seen.places).toHaveLength(1);
  expect(seen.places[0]).toMatchObject({ goodsId: 1001, skuId: 1001003, term: 12, serviceIds: [2], addressId: 3001 });
  expect(String(seen.places[0]?.requestKey)).toMatch(/^h5-/);
  expect(seen.notifies).toEqual(['9000']);
});

test("the server's refusal leads to the failed page with its reason and a way back", async () => {
  backend({ refuse: '该规格已售罄' });
  await render();
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  await waitFor(() => expect(location()).toMatch(/^\/pages\/orderFailed\/orderFailed\?/));
  const query = new URLSearchParams(location().split('?')[1]);
  expect(query.get('reason')).toBe('该规格已售罄');
  expect(query.get('back')).toMatch(/^\/pages\/order\/order\?goodsId=1001/);
});

test('a cancelled freeze leaves the order waiting; resuming freezes the same order, no second one', async () => {
  const seen = backend({ freezeCodes: ['6001', '9000'] });
  await render();
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  await authorize();
  expect(await screen.findByText('订单待完成预授权')).toBeInTheDocument();
  expect(screen.getByText(/ZL2026112000700001/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '继续预授权' }));
  await authorize();
  await waitFor(() => expect(location()).toMatch(/^\/pages\/orderSuccess\/orderSuccess\?orderId=700001/));
  expect(seen.places).toHaveLength(1);
  expect(seen.refreezes).toBe(1);
  expect(seen.notifies).toEqual(['6001', '9000']);
});

test('a lost answer is retried with the same request key, by the client and then by the renter', async () => {
  const seen = backend();
  server.use(
    apiHttp.post('/api/order/place', async ({ request }) => {
      seen.places.push((await request.json()) as Record<string, unknown>);
      // The first attempt and the client's own two retries are all lost.
      if (seen.places.length <= 3) return HttpResponse.error();
      return ok({ orderId: 700001, orderNo: 'ZL2026112000700001', status: 'CREATED', freeze: { orderStr: 's1' } });
    }),
  );
  await render();
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  // The fault is said beside the button, and the renter can simply tap again.
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('请求失败，请重试！');
  expect(seen.places).toHaveLength(3);
  await userEvent.click(submitButton());
  await authorize();
  await waitFor(() => expect(location()).toMatch(/orderSuccess/));
  expect(seen.places).toHaveLength(4);
  expect(new Set(seen.places.map((p) => p.requestKey)).size).toBe(1);
});

test('submit without consent asks in a sheet with the agreements; "同意并提交" ticks the box and places', async () => {
  const seen = backend();
  await render();
  await screen.findByText('¥5148.00');
  await userEvent.click(submitButton());
  const sheet = within(await screen.findByRole('dialog', { name: '请阅读并同意协议' }));
  expect(sheet.getByRole('link', { name: '《租赁协议》' })).toHaveAttribute(
    'href',
    '/pages/agreement/agreement?type=rental',
  );
  expect(sheet.getByRole('link', { name: '《服务协议》' })).toBeInTheDocument();
  expect(seen.places).toHaveLength(0);
  await userEvent.click(sheet.getByRole('button', { name: '同意并提交' }), { pointerEventsCheck: 0 });
  expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  await authorize();
  await waitFor(() => expect(location()).toMatch(/orderSuccess/));
  expect(seen.places).toHaveLength(1);
});

test('declining the deposit authorization freezes nothing: the order waits for the renter', async () => {
  const seen = backend();
  await render();
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  const sheet = within(await screen.findByRole('dialog', { name: '押金预授权' }));
  await userEvent.click(sheet.getByRole('button', { name: '暂不授权' }), { pointerEventsCheck: 0 });
  expect(await screen.findByText('订单待完成预授权')).toBeInTheDocument();
  expect(seen.notifies).toEqual([]);
  expect(seen.places).toHaveLength(1);
});

test('the confirm page states the early-return and late-fee rules from the rules file', async () => {
  backend();
  await render();
  const rules = await screen.findByTestId('money-rules');
  const values = ruleValues();
  expect(rules).toHaveTextContent(`另收其 ${values.earlyReturnFee} 作为提前解约费`);
  expect(rules).toHaveTextContent(`每日收取应付金额的 ${values.lateFeeRate}`);
});

test('a renter without real-name or contacts goes through both and back to this same choice', async () => {
  const seen = backend({ realName: 'none', contacts: 0 });
  await render({ ...QUERY, couponId: '9001' });
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  await waitFor(() => expect(location()).toMatch(/^\/pages\/perfectIdCard\/perfectIdCard\?redirect=/));
  const afterRealName = new URLSearchParams(location().split('?')[1]).get('redirect') ?? '';
  expect(afterRealName).toMatch(/^\/pages\/emergencyContact\/emergencyContact\?redirect=/);
  const back = new URLSearchParams(afterRealName.split('?')[1]).get('redirect') ?? '';
  // The tick comes back with the renter (they agreed once), and placing goes on by itself.
  expect(Object.fromEntries(new URLSearchParams(back.split('?')[1]))).toEqual({
    ...QUERY,
    couponId: '9001',
    userCouponId: '500001',
    addressId: '3001',
    agreed: '1',
    resume: '1',
  });
  expect(seen.places).toHaveLength(0);
});

test("the server's own verification refusal takes the same detour, not the failed page", async () => {
  // The renter looked verified to the page, but the server's check at placing says otherwise.
  const seen = backend({ unverified: 'face_pending' });
  await render();
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  await waitFor(() => expect(location()).toMatch(/^\/pages\/perfectIdCard\/perfectIdCard\?redirect=/));
  const back = new URLSearchParams(location().split('?')[1]).get('redirect') ?? '';
  expect(Object.fromEntries(new URLSearchParams(back.split('?')[1]))).toMatchObject({
    ...QUERY,
    agreed: '1',
    resume: '1',
  });
  expect(seen.places).toHaveLength(1);
  expect(seen.notifies).toEqual([]);
});

test('back from the detour, placing goes on by itself straight to the deposit authorization', async () => {
  const seen = backend();
  await render({ ...QUERY, agreed: '1', resume: '1' });
  expect(await screen.findByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  await authorize();
  await waitFor(() => expect(location()).toMatch(/orderSuccess/));
  expect(seen.places).toHaveLength(1);
});

test('coming back after closing the wallet (a reload) places with the same key: the same order, not a second', async () => {
  const seen = backend({ freezeCodes: ['6001', '9000'] });
  const first = await render();
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  await authorize();
  expect(await screen.findByText('订单待完成预授权')).toBeInTheDocument();
  first.unmount();

  await render();
  await agreeAndWaitForPrice();
  await userEvent.click(submitButton());
  await authorize();
  await waitFor(() => expect(location()).toMatch(/orderSuccess/));
  expect(seen.places).toHaveLength(2);
  expect(seen.places[1]?.requestKey).toBe(seen.places[0]?.requestKey);
  // Once it has gone through, the next order starts a new attempt.
  expect(sessionStorage.length).toBe(0);
});

test('without a session the renter logs in first and comes back to this very choice', async () => {
  await renderWithProviders(
    <>
      <Hosted routes={routes} path="pages/order/order">
        <ConfirmOrderPage query={QUERY} />
      </Hosted>
      <LocationProbe />
    </>,
    {
      route: `/pages/order/order?${new URLSearchParams(QUERY).toString()}`,
      namespace: { ns: 'orders', load: loadMessages },
    },
  );
  await waitFor(() => expect(location()).toMatch(/^\/pages\/login\/login\?redirect=/));
  const back = new URLSearchParams(location().split('?')[1]).get('redirect') ?? '';
  expect(back).toBe(`/pages/order/order?${new URLSearchParams(QUERY).toString()}`);
});
