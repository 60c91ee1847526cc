import { apiHttp, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { delay } from 'msw';
import type { GoodsSummary } from '../../api/types';
import { HISTORY_KEY } from './search-history';
import { loadMessages } from '../../locales/load-messages';
import { goods } from '../../testing/fixtures';
import SearchPage from './search';

const page = (list: GoodsSummary[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10, hasMore: false });
const RESULTS: Record<string, GoodsSummary[]> = {
  PS5: [goods(4003, { name: 'Sony PlayStation 5 Slim' })],
  大疆: [goods(8001, { name: 'DJI Mini 4 Pro' })],
};
const keywordsAsked: string[] = [];

const server = setupApiServer(
  apiHttp.get('/api/common/hotKey', () => ok(['PS5', '大疆', 'iPhone 16'])),
  apiHttp.get('/api/goods/list', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    keywordsAsked.push(keyword);
    return ok(page(RESULTS[keyword] ?? []));
  }),
);
beforeEach(() => {
  localStorage.clear();
  keywordsAsked.length = 0;
});
afterEach(() => act(() => Toast.clear()));

const renderSearch = (keyword?: string) =>
  renderWithProviders(<SearchPage query={keyword ? { keyword } : {}} />, {
    route: '/pages/search/search',
    namespace: { ns: 'catalog', load: loadMessages },
  });

const results = () => screen.findByRole('region', { name: '搜索结果' }, { timeout: 2000 });

test('a hot keyword searches at once and goes into the history', async () => {
  const user = userEvent.setup();
  await renderSearch();
  await user.click(await screen.findByRole('button', { name: 'PS5' }));
  expect(within(await results()).getByText('Sony PlayStation 5 Slim')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual(['PS5']);
});

test('history shows newest first and can be cleared', async () => {
  localStorage.setItem(HISTORY_KEY, JSON.stringify(['大疆', 'PS5']));
  const user = userEvent.setup();
  await renderSearch();
  const history = screen.getByRole('list', { name: '搜索历史' });
  expect(
    within(history)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['大疆', 'PS5']);
  await user.click(screen.getByRole('button', { name: '清空搜索历史' }));
  expect(screen.queryByRole('list', { name: '搜索历史' })).not.toBeInTheDocument();
  expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
});

test('typing waits for a pause, then searches once', async () => {
  const user = userEvent.setup();
  await renderSearch();
  await user.type(screen.getByRole('searchbox'), 'PS5');
  expect(within(await results()).getByText('Sony PlayStation 5 Slim')).toBeInTheDocument();
  expect(keywordsAsked).toEqual(['PS5']);
});

test('a late answer to an old keyword never replaces the newer one', async () => {
  server.use(
    apiHttp.get('/api/goods/list', async ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      if (keyword === 'PS5') await delay(600);
      return ok(page(RESULTS[keyword] ?? []));
    }),
  );
  const user = userEvent.setup();
  await renderSearch();
  await user.click(await screen.findByRole('button', { name: 'PS5' }));
  await user.clear(screen.getByRole('searchbox'));
  await user.click(await screen.findByRole('button', { name: '大疆' }));
  expect(within(await results()).getByText('DJI Mini 4 Pro')).toBeInTheDocument();
  await act(() => delay(800));
  expect(screen.queryByText('Sony PlayStation 5 Slim')).not.toBeInTheDocument();
  expect(screen.getByText('DJI Mini 4 Pro')).toBeInTheDocument();
});

test('no result says so and offers the hot keywords', async () => {
  await renderSearch('量子手机');
  expect(await screen.findByText('没有找到“量子手机”相关的设备')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'PS5' })).toBeInTheDocument();
});

test('a failed search offers a retry', async () => {
  server.use(apiHttp.get('/api/goods/list', () => fail(500, '服务器异常!'), { once: true }));
  const user = userEvent.setup();
  await renderSearch('PS5');
  await user.click(await screen.findByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.getByText('Sony PlayStation 5 Slim')).toBeInTheDocument());
});

test('a hostile keyword from a link is bounded, cleaned and shown as plain text', async () => {
  const hostile = `<img src=x onerror="alert(1)">\u202E' OR 1=1; --😀${'长'.repeat(1000)}`;
  await renderSearch(hostile);
  await waitFor(() => expect(keywordsAsked).toHaveLength(1));
  const asked = keywordsAsked[0] ?? '';
  expect([...asked].length).toBeLessThanOrEqual(50);
  expect(asked).not.toContain('\u202E');
  expect(asked.startsWith('<img src=x onerror="alert(1)">')).toBe(true);
  expect(await screen.findByText(/没有找到/)).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(screen.getByRole('searchbox')).toHaveValue(asked);
});

test('typing stops at 50 characters', async () => {
  await renderSearch();
  expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', '50');
});
