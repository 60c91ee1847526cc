import { expect, tabBar, test } from '../support/fixtures';

const TABS = [
  { route: '', label: '首页', title: '优品租机' },
  { route: 'pages/classify/classify', label: '分类', title: '分类' },
  { route: 'pages/customer-service/customerService', label: '客服', title: '客服中心' },
  { route: 'pages/user/user', label: '我的', title: '我的' },
];

test.describe('tab bar', () => {
  for (const tab of TABS) {
    test(`deep link to ${tab.route || 'home'} shows the page with its tab highlighted`, async ({
      page,
      open,
      control,
    }) => {
      void control;
      await open(tab.route);
      const bar = tabBar(page);
      await expect(bar).toBeVisible();
      await expect(bar.locator('.adm-tab-bar-item-active')).toHaveText(tab.label);
      await expect(page).toHaveTitle(tab.title);
      const box = await bar.locator('.adm-tab-bar').boundingBox();
      expect(box?.height).toBe(50);
    });
  }

  test('has four localized tabs and moves between them', async ({ page, open, control }) => {
    void control;
    await open('pages/home/home');
    const items = tabBar(page).locator('.adm-tab-bar-item');
    await expect(items).toHaveText(['首页', '分类', '客服', '我的']);
    await items.nth(3).click();
    await expect(page).toHaveURL(/#\/pages\/user\/user$/);
    await expect(tabBar(page).locator('.adm-tab-bar-item-active')).toHaveText('我的');
    await items.nth(1).click();
    await expect(page).toHaveURL(/#\/pages\/classify\/classify$/);
    await expect(page).toHaveTitle('分类');
  });

  test('a tab page is found as it was left: its place, after a product and back, and after another tab', async ({
    page,
    open,
    control,
  }) => {
    void control;
    await open('');
    const card = page.locator('.cat-goods-card').nth(5);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Where the renter left it is what they see: the card where it stood on screen. (Sections above
    // may still settle to their height; the browser keeps the card in place, scrolling under it.)
    const onScreen = async () => Math.round((await card.boundingBox())?.y ?? NaN);
    const place = await onScreen();

    await card.click();
    await expect(page).toHaveURL(/commodityDetails/);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('main')).toHaveAccessibleName('优品租机');
    await expect.poll(onScreen).toBe(place);

    const items = tabBar(page).locator('.adm-tab-bar-item');
    await items.nth(3).click();
    await expect(page.getByRole('main')).toHaveAccessibleName('我的');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await items.nth(0).click();
    await expect(page.getByRole('main')).toHaveAccessibleName('优品租机');
    await expect.poll(onScreen).toBe(place);
  });

  test('speaks English when asked to', async ({ page, open, control }) => {
    void control;
    await open('?lang=en');
    await expect(tabBar(page).locator('.adm-tab-bar-item')).toHaveText(['Home', 'Categories', 'Service', 'Me']);
  });

  test('is not shown off the four tab routes', async ({ page, open, control }) => {
    void control;
    await open('pages/login/login');
    await expect(page).toHaveTitle('登录');
    await expect(page.locator('.shell-nav-bar')).toContainText('登录');
    await expect(page.locator('.adm-tab-bar')).toHaveCount(0);
  });
});

test.describe('routing', () => {
  test('an unknown path gets a localized not-found page with a way home', async ({ page, open, control }) => {
    void control;
    await open('pages/nowhere/nowhere?x=1');
    await expect(page.getByText('页面不存在').first()).toBeVisible();
    await expect(page).toHaveTitle('页面不存在');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(tabBar(page).locator('.adm-tab-bar-item-active')).toHaveText('首页');
  });

  test('a route a remote announces but does not serve is not found, not broken', async ({
    page,
    open,
    site,
    control,
  }) => {
    void control; // restores the registry afterwards
    // A remote whose registry entry runs ahead of its route table (a page announced, not shipped).
    const registry = site.registry();
    const orders = registry.remotes.mf_orders!;
    const live = orders.versions[orders.live!]!;
    live.routes = [...live.routes, 'pages/orderReview/orderReview'];
    site.writeRegistry(registry);
    await open('pages/orderReview/orderReview');
    await expect(page.getByText('页面不存在').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  });

  test('query parameters arrive as page props', async ({ page, open, control }) => {
    void control;
    await open('pages/login/login?redirect=%2Fpages%2Fuser%2Fuser');
    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: /一键登录|登录/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/pages\/user\/user$/);
  });
});

test("a renter's own page opened without a session: login first, then that very page, for every remote", async ({
  page,
  open,
  control,
}) => {
  void control;
  for (const [route, title] of [
    ['pages/billingDetails/billingDetails?orderId=1', '账单详情'],
    ['pages/message/message', '消息中心'],
    ['pages/myOrder/myOrder?status=renting', '我的订单'],
  ] as const) {
    await open(route);
    await expect(page).toHaveURL(
      `${page.url().split('#')[0]}#/pages/login/login?redirect=${encodeURIComponent(`/${route}`)}`,
    );
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /一键登录/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/${route.replace(/[?]/g, '\\?')}$`));
    await expect(page).toHaveTitle(title);
    // Logged out again, in a fresh load: the session lives in the page as well as in storage.
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
  }
});
