import { appStore, tokenAtom, userInfoAtom, type Language, type UserInfo } from '@rental/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '../../locales/load-messages';
import { userFixture } from '../../testing/fixtures';
import {
  apiHttp,
  closeOverlays,
  fail,
  ok,
  renderWithProviders,
  setupApiServer,
  tapWhenReady,
  rawKeysIn,
} from '@rental/shared/testing';
import en from '../../locales/en/account.json';
import UserPage from './user';

// Mine asks for the unread messages whenever a renter is logged in.
const server = setupApiServer(apiHttp.get('/api/message/unread', () => ok({ count: 0 })));

function answerInfo(info: UserInfo) {
  server.use(apiHttp.get('/api/client/info', () => ok({ ...info })));
}

function renderMine(opts: { lang?: Language; token?: string; user?: UserInfo | null } = {}) {
  return renderWithProviders(<UserPage query={{}} />, {
    route: '/pages/user/user',
    namespace: { ns: 'account', load: loadMessages },
    ...opts,
  });
}

afterEach(async () => {
  localStorage.clear();
  await closeOverlays();
});

test('logged out: invites to log in and comes back to mine, calls nothing', async () => {
  await renderMine();
  const login = screen.getByRole('link', { name: '立即登录' });
  expect(login).toHaveAttribute('href', '/pages/login/login?redirect=%2Fpages%2Fuser%2Fuser');
  expect(screen.getByText('欢迎来到优品租机')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  // The shortcuts are the order list's own tabs.
  for (const [name, tab] of [
    ['待处理', 'pending'],
    ['租用中', 'renting'],
    ['归还中', 'returning'],
    ['已完成', 'finished'],
  ])
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/pages/myOrder/myOrder?status=${tab}`);
});

test('logged in: profile, real-name badge and order counts come from the API and are stored', async () => {
  answerInfo(userFixture({ nickName: '新昵称' }));
  await renderMine({ token: 'tok' });
  expect(await screen.findByText('新昵称')).toBeInTheDocument();
  expect(screen.getByText('138****8000')).toBeInTheDocument();
  expect(screen.getByText('已实名')).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /待处理/ })).getByText('3')).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /租用中/ })).getByText('99+')).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /归还中/ })).queryByText('0')).not.toBeInTheDocument();
  const needs = within(screen.getByRole('navigation', { name: '待您处理' }));
  expect(needs.getByRole('link', { name: '待签约 2' })).toHaveAttribute(
    'href',
    '/pages/myOrder/myOrder?status=pending',
  );
  expect(needs.getByRole('link', { name: '待支付 1' })).toHaveAttribute('href', '/pages/myOrder/myOrder');
  expect(needs.queryByRole('link', { name: /待授权/ })).not.toBeInTheDocument();
  const coupons = screen.getByRole('link', { name: /我的优惠券/ });
  expect(coupons).toHaveTextContent('2 张可用');
  expect(coupons).toHaveAttribute('href', '/pages/coupon/coupon?tab=mine');
  expect(appStore.get(userInfoAtom)?.nickName).toBe('新昵称');
  expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ nickName: '新昵称' });
});

test('the stored profile shows at once while the API refreshes it', async () => {
  let answer: (() => void) | undefined;
  server.use(
    apiHttp.get('/api/client/info', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return ok({ ...userFixture({ nickName: '刷新后' }) });
    }),
  );
  await renderMine({ token: 'tok', user: userFixture({ nickName: '缓存的' }) });
  expect(screen.getByText('缓存的')).toBeInTheDocument();
  await waitFor(() => expect(answer).toBeDefined());
  answer?.();
  expect(await screen.findByText('刷新后')).toBeInTheDocument();
});

test('not verified: the badge says so and leads to verification', async () => {
  answerInfo(userFixture({ realNameStatus: 'none' }));
  await renderMine({ token: 'tok' });
  const badge = await screen.findByRole('link', { name: /未实名/ });
  expect(badge).toHaveAttribute('href', '/pages/perfectIdCard/perfectIdCard');
});

test('no stored profile and the API fails: says so and retries', async () => {
  answerInfo(userFixture());
  server.use(apiHttp.get('/api/client/info', () => fail(500, '服务繁忙'), { once: true }));
  await renderMine({ token: 'tok' });
  expect(await screen.findByText('账户信息加载失败')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('林小租')).toBeInTheDocument();
});

test('choosing a language in the sheet switches the UI', async () => {
  await renderMine();
  await userEvent.click(screen.getByText('语言'));
  const current = await screen.findByText('简体中文', { selector: '.acc-lang-option' });
  expect(current).toHaveAttribute('aria-current', 'true');
  await tapWhenReady(screen.getByText('English'));
  expect(await screen.findByText('My orders')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});

test('logout asks first, then clears token and profile and shows the logged-out header', async () => {
  answerInfo(userFixture());
  await renderMine({ token: 'tok', user: userFixture() });
  await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
  const dialog = await screen.findByRole('dialog');
  // Watched from before the tap, and for as long as a loaded machine takes to finish the tap, the
  // confirm and the toast's own lazy module: the toast itself stays only 1.5 s.
  const toastShown = screen.findByText('已退出登录', {}, { timeout: 20_000 });
  await tapWhenReady(within(dialog).getByRole('button', { name: '退出登录' }));
  expect(await toastShown).toBeInTheDocument();
  expect(appStore.get(tokenAtom)).toBe('');
  expect(appStore.get(userInfoAtom)).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('userInfo')).toBeNull();
  expect(screen.getByRole('link', { name: '立即登录' })).toBeInTheDocument();
});

test('cancelling logout keeps the session', async () => {
  answerInfo(userFixture());
  await renderMine({ token: 'tok', user: userFixture() });
  await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
  const dialog = await screen.findByRole('dialog');
  await tapWhenReady(within(dialog).getByRole('button', { name: '取消' }));
  expect(appStore.get(tokenAtom)).toBe('tok');
});

test.each(['en', 'zh-CN'] as const)('%s: logged in and out, no raw keys on screen', async (lang) => {
  answerInfo(userFixture());
  const { container, unmount } = await renderMine({ lang, token: 'tok' });
  await screen.findByText('林小租');
  expect(rawKeysIn(container.textContent ?? '', en)).toEqual([]);
  unmount();
  const guest = await renderMine({ lang });
  expect(rawKeysIn(guest.container.textContent ?? '', en)).toEqual([]);
});

test('the message centre entry carries the unread count in words, seen and heard alike', async () => {
  answerInfo(userFixture());
  server.use(apiHttp.get('/api/message/unread', () => ok({ count: 3 })));
  await renderMine({ token: 'tok' });
  const entry = await screen.findByRole('link', { name: /^消息中心\s*3 条未读$/ });
  expect(entry).toHaveAttribute('href', '/pages/message/message');
  expect(within(entry).getByText('3 条未读')).toBeVisible();
});

test('no unread messages: the entry is there without a badge', async () => {
  answerInfo(userFixture());
  await renderMine({ token: 'tok', lang: 'en' });
  const entry = await screen.findByRole('link', { name: 'Messages' });
  expect(entry).toHaveAttribute('href', '/pages/message/message');
  expect(entry).not.toHaveTextContent(/\d/);
});
