import { i18n, initI18n, pageShown, prefetchRouteData, type Language } from '@rental/shared';
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
import { catalogHandlers } from '../../testing/catalog-api';
import { couponGoods } from '../../testing/fixtures';
import en from '../../locales/en/catalog.json';
import routeData from '../../route-data.json';
import HomePage from './home';

const server = setupApiServer(...catalogHandlers);

// jsdom loads no antd-mobile CSS; PullToRefresh's px probe checks for this one rule of it.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = '.adm-px-tester { position: fixed; }';
  document.head.append(style);
});

function renderHome(lang: Language = 'zh-CN') {
  return renderWithProviders(
    <>
      <HomePage query={{}} />
      <LocationProbe />
    </>,
    { route: '/', lang, namespace: { ns: 'catalog', load: loadMessages } },
  );
}

const location = () => screen.getByTestId('location');
const toastText = () => document.querySelector('.adm-toast-main')?.textContent;

afterEach(() => act(() => Toast.clear()));

test('shows banners, icons, coupons and tag sections from the API', async () => {
  await renderHome();
  expect(await screen.findByRole('link', { name: 'iPhone 16 Pro 新品首发' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '精选活动' })).toBeInTheDocument();

  const shortcuts = await screen.findByRole('navigation', { name: '快捷入口' });
  expect(
    within(shortcuts)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['手机', '平板', '领券中心']);

  const coupons = await screen.findByRole('list', { name: '优惠券' });
  expect(within(coupons).getByText('¥50')).toBeInTheDocument();
  expect(within(coupons).getAllByText('无门槛')).toHaveLength(2);
  expect(within(coupons).getByText('满¥1000可用')).toBeInTheDocument();
  expect(within(coupons).getByText('9折')).toBeInTheDocument();
  expect(within(coupons).getAllByRole('button', { name: /^领取/ })).toHaveLength(3);
  expect(screen.getByRole('region', { name: '领券租好物' })).toHaveTextContent('DJI Mini 4 Pro¥20.00/天起');

  const arrivals = await screen.findByRole('region', { name: '新品上架' });
  const card = within(arrivals).getByRole('link', { name: /Apple iPhone 16 Pro/ });
  expect(card).toHaveTextContent('信用免押');
  expect(card).toHaveTextContent('¥365.00/月起');
  expect(card).toHaveTextContent('官方价¥7999.00');
  expect(within(card).getByText('¥7999.00').tagName).toBe('DEL');
  expect(within(arrivals).getByRole('link', { name: /MacBook Air 13/ })).toHaveTextContent('¥3.50/天起');
  // The section's id is a dictionary value: the dictionary's label names it, not the fixture's tagName.
  expect(await screen.findByRole('region', { name: '本周热租' })).toBeInTheDocument();
});

test('a tag section keeps its own name, and no toast shows, when the dictionary is unavailable', async () => {
  server.use(apiHttp.get('/api/common/dictionary', () => fail(500, '字典不可用')));
  await renderHome();
  expect(await screen.findByRole('region', { name: '热租榜单' })).toBeInTheDocument();
  expect(toastText()).toBeUndefined();
});

test('a failing section shows its own retry, the others still show, and retry recovers', async () => {
  server.use(apiHttp.get('/api/index/icon', () => fail(500, '图标服务维护中'), { once: true }));
  await renderHome();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('这部分内容加载失败');
  expect(alert).toHaveTextContent('图标服务维护中');
  await waitFor(() => expect(toastText()).toBe('图标服务维护中'));
  expect(screen.queryByRole('navigation', { name: '快捷入口' })).not.toBeInTheDocument();
  expect(await screen.findByRole('region', { name: '新品上架' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'iPhone 16 Pro 新品首发' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: '优惠券' })).toBeInTheDocument();

  await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('navigation', { name: '快捷入口' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a malformed answer is a failure of that section only', async () => {
  server.use(
    apiHttp.get('/api/index/tag/goods', () => ok([{ tagId: 'new', tagName: '新品上架', goods: [{ id: 1 }] }])),
  );
  await renderHome();
  expect(await screen.findByRole('alert')).toHaveTextContent('这部分内容加载失败');
  expect(await screen.findByRole('navigation', { name: '快捷入口' })).toBeInTheDocument();
});

test('a goods card opens the product detail', async () => {
  await renderHome();
  const arrivals = await screen.findByRole('region', { name: '新品上架' });
  await userEvent.click(within(arrivals).getByRole('link', { name: /Apple iPhone 16 Pro/ }));
  expect(location()).toHaveTextContent('/pages/commodityDetails/commodityDetails?id=1001');
});

test('search, banners, icons and claim lead where they say', async () => {
  await renderHome();
  await userEvent.click(screen.getByRole('link', { name: /搜索/ }));
  expect(location()).toHaveTextContent('/pages/search/search');

  await userEvent.click(await screen.findByRole('link', { name: 'iPhone 16 Pro 新品首发' }));
  expect(location()).toHaveTextContent('/pages/commodityDetails/commodityDetails?id=1001');

  await userEvent.click(await screen.findByRole('link', { name: '领券中心' }));
  expect(location()).toHaveTextContent('/pages/coupon/coupon');

  await userEvent.click(screen.getByRole('button', { name: '领取 满 ¥1000 减 ¥100' }));
  expect(location()).toHaveTextContent('/pages/coupon/coupon');
});

test('the coupon strip offers "claim" only for what the renter can still claim, as the coupon center does', async () => {
  const [unused, used, soldOut] = couponGoods.coupons;
  server.use(
    apiHttp.get('/api/index/coupon/goods', () =>
      ok({
        ...couponGoods,
        coupons: [
          { ...unused, claimed: true, mine: 'unused' },
          { ...used, claimed: true, mine: 'used' },
          { ...soldOut, stockLeft: 0 },
        ],
      }),
    ),
  );
  await renderHome();
  const coupons = await screen.findByRole('list', { name: '优惠券' });
  const button = (name: string) => within(coupons).getByRole('button', { name });
  await waitFor(() => expect(button('已领取 新人首期立减 ¥50')).toBeDisabled());
  expect(button('已使用 满 ¥1000 减 ¥100')).toBeDisabled();
  expect(button('已抢光 短租 9 折券')).toBeDisabled();
  expect(within(coupons).queryByRole('button', { name: /^领取/ })).not.toBeInTheDocument();
});

test('no goods in any tag: an empty state that leads to the categories', async () => {
  server.use(apiHttp.get('/api/index/tag/goods', () => ok([{ tagId: 'new', tagName: '新品上架', goods: [] }])));
  await renderHome();
  expect(await screen.findByText('暂无推荐商品')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '去逛逛分类' }));
  expect(location()).toHaveTextContent('/pages/classify/classify');
});

test('a skeleton shows only once a section is slow', async () => {
  server.use(
    apiHttp.get('/api/index/banner', async () => {
      await delay(700);
      return ok([]);
    }),
  );
  const { container } = await renderHome();
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 2000 });
  expect(screen.queryByRole('region', { name: '精选活动' })).not.toBeInTheDocument();
});

test.each([
  ['zh-CN', ['搜索你想租的设备', '领取', '已经到底啦', '官方价']],
  ['en', ['Search for a device to rent', 'Claim', "That's everything for now", 'Retail', 'from ¥365.00/mo']],
] as const)('%s: translated text, no raw keys', async (lang, texts) => {
  await renderHome(lang);
  await screen.findByRole('region', { name: '新品上架' });
  for (const text of texts) expect(document.body).toHaveTextContent(text);
  expect(rawKeysIn(document.body.textContent ?? '', en)).toEqual([]);
});

test("the route's prefetch starts exactly the calls the page makes, and the page sends none again", async () => {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    sent.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  try {
    // As in the shell: the language is known, the route's prefetch starts, then the page renders.
    await initI18n('zh-CN');
    await i18n.changeLanguage('zh-CN');
    prefetchRouteData(routeData.home.calls);
    await waitFor(() => expect(sent).toHaveLength(5));
    const prefetched = [...sent].sort();
    await renderHome();
    expect(await screen.findByRole('link', { name: 'iPhone 16 Pro 新品首发' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: '精选活动' })).toBeInTheDocument());
    expect(prefetched).toEqual([
      '/api/common/dictionary?type=tag_section',
      '/api/index/banner',
      '/api/index/coupon/goods',
      '/api/index/icon',
      '/api/index/tag/goods',
    ]);
    expect([...sent].sort()).toEqual(prefetched);
  } finally {
    server.events.removeListener('request:start', record);
  }
});

// Last in this file: once the first page has shown, the carousel's and the pull's code stay loaded.
test('the first screen is still (one banner, no pull); after the first page the carousel and pull arrive, and nothing on the page mounts again', async () => {
  await renderHome();
  const banner = await screen.findByRole('link', { name: 'iPhone 16 Pro 新品首发' });
  const shortcuts = await screen.findByRole('navigation', { name: '快捷入口' });
  const arrivals = await screen.findByRole('region', { name: '新品上架' });
  expect(document.querySelector('.adm-swiper')).toBeNull();
  expect(document.querySelector('.adm-pull-to-refresh')).toBeNull();
  // The other banner waits for the carousel; the dots already say there are two.
  expect(screen.queryByRole('link', { name: '开学季 · 平板专场' })).toBeNull();
  expect(document.querySelectorAll('.cat-banners .adm-page-indicator-dot')).toHaveLength(2);

  // A keyboard user is on a shortcut when the pull arrives: they stay there.
  const phones = within(shortcuts).getByRole('link', { name: '手机' });
  act(() => phones.focus());

  act(() => pageShown());
  await waitFor(() => expect(document.querySelector('.adm-pull-to-refresh')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('.adm-swiper')).not.toBeNull(), { timeout: 5000 });
  expect(document.querySelector('.adm-pull-to-refresh-content')).toContainElement(shortcuts);
  expect(phones).toHaveFocus();
  // The same elements, moved rather than drawn again: their pictures are not asked for twice.
  expect(shortcuts.isConnected && arrivals.isConnected).toBe(true);
  expect(screen.getByRole('region', { name: '新品上架' })).toBe(arrivals);
  // Only the banner is drawn anew, inside the carousel, beside the one it was waiting for.
  expect(banner.isConnected).toBe(false);
  await userEvent.click(screen.getAllByRole('link', { name: '开学季 · 平板专场' })[0]!);
  expect(location()).toHaveTextContent('/pages/classify/classify?categoryId=2');
});
