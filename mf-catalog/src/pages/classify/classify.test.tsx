import { readyRouteData, type Language, type PageQuery } from '@rental/shared';
import {
  apiHttp,
  fail,
  ok,
  renderWithProviders,
  setupApiServer,
  rawKeysIn,
  LocationProbe,
} from '@rental/shared/testing';
import { Toast } from 'antd-mobile';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { loadMessages } from '../../locales/load-messages';
import { catalogHandlers, goodsPage } from '../../testing/catalog-api';
import en from '../../locales/en/catalog.json';
import ClassifyPage from './classify';

const server = setupApiServer(...catalogHandlers);

const listCalls: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/goods/list') listCalls.push(url.search);
});
beforeEach(() => {
  listCalls.length = 0;
});
afterEach(() => act(() => Toast.clear()));

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

function renderClassify(query: PageQuery = {}, lang: Language = 'zh-CN') {
  const search = new URLSearchParams(query).toString();
  return renderWithProviders(
    <>
      <ClassifyPage query={query} />
      <LocationProbe />
    </>,
    {
      route: `/pages/classify/classify${search ? `?${search}` : ''}`,
      lang,
      namespace: { ns: 'catalog', load: loadMessages },
    },
  );
}

const activeSideItem = () =>
  within(screen.getByRole('navigation', { name: '商品分类' })).getByRole('button', { current: true }).textContent;
const activeChip = () =>
  within(screen.getByRole('group', { name: '子分类' })).getByRole('button', { pressed: true }).textContent;
const goodsNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

test('preselects the category named in the query', async () => {
  await renderClassify({ categoryId: '2' });
  expect(await screen.findByText('iPad Air 11')).toBeInTheDocument();
  expect(activeSideItem()).toBe('平板电脑');
  expect(activeChip()).toBe('全部');
  expect(listCalls).toEqual(['?categoryId=2&pageNum=1&pageSize=10']);
});

test('categories fetched ahead (the tab warmed on idle) are on the first render, not after a skeleton', async () => {
  await readyRouteData([{ path: '/api/goods/category' }]);
  await renderClassify();
  expect(activeSideItem()).toBe('手机');
  expect(await screen.findByText('手机 1 号')).toBeInTheDocument();
});

test('a sub-category id selects its parent and that chip', async () => {
  await renderClassify({ categoryId: '101' });
  expect(await screen.findByText('Apple iPhone 16')).toBeInTheDocument();
  expect(activeSideItem()).toBe('手机');
  expect(activeChip()).toBe('苹果');
  expect(goodsNames()).toEqual(['Apple iPhone 16 Pro', 'Apple iPhone 16']);
});

test('without a query the first category shows', async () => {
  await renderClassify();
  expect(await screen.findByText('手机 1 号')).toBeInTheDocument();
  expect(activeSideItem()).toBe('手机');
});

test('switching category loads its goods and writes it into the hash with replace', async () => {
  await renderClassify({ categoryId: '2' });
  await screen.findByText('iPad Air 11');
  await userEvent.click(screen.getByText('笔记本电脑'));
  expect(await screen.findByText('MacBook Pro 14')).toBeInTheDocument();
  expect(screen.queryByText('iPad Air 11')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /MacBook Pro 14/ })).toHaveTextContent('¥12.00/天起');
  expect(screen.getByTestId('location')).toHaveTextContent('/pages/classify/classify?categoryId=3');
  expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
});

test('a chip filters by the sub-category', async () => {
  await renderClassify({ categoryId: '1' });
  await screen.findByText('手机 1 号');
  await userEvent.click(screen.getByText('华为'));
  expect(await screen.findByText('Huawei Mate 60 Pro')).toBeInTheDocument();
  expect(goodsNames()).toEqual(['Huawei Mate 60 Pro']);
  expect(screen.getByTestId('location')).toHaveTextContent('?categoryId=102');
});

test('a late answer for the previous category is dropped', async () => {
  server.use(
    apiHttp.get('/api/goods/list', async ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('categoryId') === '2') await delay(150);
      return ok(goodsPage(url));
    }),
  );
  await renderClassify({ categoryId: '2' });
  await screen.findByText('笔记本电脑');
  await userEvent.click(screen.getByText('笔记本电脑'));
  expect(await screen.findByText('MacBook Pro 14')).toBeInTheDocument();
  await delay(300);
  expect(goodsNames()).toEqual(['MacBook Pro 14']);
});

test('infinite scroll loads page 2, then says there is no more', async () => {
  await renderClassify({ categoryId: '1' });
  expect(await screen.findByText('手机 13 号')).toBeInTheDocument();
  expect(goodsNames()).toHaveLength(13);
  expect(await screen.findByText('没有更多商品了')).toBeInTheDocument();
  expect(listCalls).toEqual(['?categoryId=1&pageNum=1&pageSize=10', '?categoryId=1&pageNum=2&pageSize=10']);
});

test('a failed page offers a retry of that page only', async () => {
  let failNext = true;
  server.use(
    apiHttp.get('/api/goods/list', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('pageNum') === '2' && failNext) {
        failNext = false;
        return fail(500, '服务繁忙');
      }
      return ok(goodsPage(url));
    }),
  );
  await renderClassify({ categoryId: '1' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('加载失败');
  expect(goodsNames()).toHaveLength(10);

  await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('手机 13 号')).toBeInTheDocument();
  expect(goodsNames()).toHaveLength(13);
  expect(listCalls).toEqual([
    '?categoryId=1&pageNum=1&pageSize=10',
    '?categoryId=1&pageNum=2&pageSize=10',
    '?categoryId=1&pageNum=2&pageSize=10',
  ]);
});

test('a category without goods shows the empty state with a way on', async () => {
  await renderClassify({ categoryId: '9' });
  // Found anew, not held: the words shown while the picture loads are replaced by the picture's own.
  await screen.findByText('该分类暂无商品');
  expect(screen.getByText('该分类暂无商品')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('an empty sub-category offers the whole parent category', async () => {
  server.use(
    apiHttp.get('/api/goods/list', ({ request }) => {
      const url = new URL(request.url);
      return ok(
        url.searchParams.get('categoryId') === '201' ? { ...goodsPage(url), list: [], total: 0 } : goodsPage(url),
      );
    }),
  );
  await renderClassify({ categoryId: '201' });
  await userEvent.click(await screen.findByRole('button', { name: '查看全部平板电脑' }));
  expect(await screen.findByText('iPad Air 11')).toBeInTheDocument();
  expect(activeChip()).toBe('全部');
});

test('categories that fail to load show a retry that recovers', async () => {
  server.use(apiHttp.get('/api/goods/category', () => fail(500, '分类服务维护中'), { once: true }));
  await renderClassify();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('分类服务维护中');
  // The error catalogue's toast as well as the inline retry.
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).toHaveTextContent('分类服务维护中'));
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(await screen.findByText('手机 1 号')).toBeInTheDocument();
});

test('the first page failing shows its error and retries that category', async () => {
  server.use(apiHttp.get('/api/goods/list', () => fail(500, '商品服务维护中'), { once: true }));
  await renderClassify({ categoryId: '3' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('商品服务维护中');
  expect(screen.getByText('笔记本电脑')).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(await screen.findByText('MacBook Pro 14')).toBeInTheDocument();
});

test('a goods row opens the product detail', async () => {
  await renderClassify({ categoryId: '3' });
  await userEvent.click(await screen.findByRole('link', { name: /MacBook Pro 14/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/pages/commodityDetails/commodityDetails?id=3001');
});

test.each([
  ['zh-CN', ['全部', '官方价', '¥365.00/月起', '没有更多商品了']],
  ['en', ['All', 'Retail', 'from ¥365.00/mo', "That's all in this category"]],
] as const)('%s: translated text, no raw keys', async (lang, texts) => {
  await renderClassify({ categoryId: '1' }, lang);
  await screen.findByText('手机 13 号');
  await waitFor(() => {
    for (const text of texts) expect(document.body).toHaveTextContent(text);
  });
  expect(rawKeysIn(document.body.textContent ?? '', en)).toEqual([]);
});
