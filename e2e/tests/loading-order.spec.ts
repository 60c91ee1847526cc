import type { Page, Request } from '@playwright/test';
import { expect, tabBar, test } from '../support/fixtures';
import { HOME_CALLS } from '../support/home-calls';
import { scaled } from '../support/time-scale';

/** Requests matching `url` wait until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The first calls of the two tabs the warm-up readies (categories, customer service), as they go
 * out; with `scripts`, every script's address too, in the same order.
 */
function warmUpCalls(page: Page, { scripts = false } = {}): string[] {
  const log: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/goods/category' || url.pathname === '/api/common/question') log.push(url.pathname);
    else if (scripts && url.pathname.endsWith('.js')) log.push(url.href.split('?')[0]!);
  });
  return log;
}

test('the first route’s files are asked for once the shell’s boot files are in, not while they share the link', async ({
  page,
  open,
  control,
}) => {
  void control;
  // One ordered record of what the network saw: files arriving, catalog files asked for.
  const seen: { event: 'in' | 'asked'; url: string }[] = [];
  page.on('request', (req) => {
    if (/\/h5\/remotes\/mf-catalog\/[^/]+\/[^/]+\.js$/.test(new URL(req.url()).pathname))
      seen.push({ event: 'asked', url: req.url() });
  });
  page.on('requestfinished', (req) => seen.push({ event: 'in', url: req.url() }));
  // A slow link: the framework, the largest boot file, takes a while; the registry does not.
  await page.route(/\/h5\/shell\/[^/]+\/framework\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const document = page.waitForResponse(/\/h5\/$/);
  await open('');
  const html = await (await document).text();
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  const boot = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
    ([, href]) => new URL(href!, page.url()).href,
  );
  // The shell's boot files and the HTTP transport.
  expect(boot.map((url) => new URL(url).pathname.split('/').pop()!.split('.')[0])).toEqual([
    'boot',
    'framework',
    'http-transport',
  ]);
  const lastBootIn = Math.max(...boot.map((url) => seen.findIndex((s) => s.event === 'in' && s.url === url)));
  const firstAsked = seen.findIndex((s) => s.event === 'asked');
  expect(boot.every((url) => seen.some((s) => s.event === 'in' && s.url === url))).toBe(true);
  expect(firstAsked).toBeGreaterThan(lastBootIn);
});

test('the HTTP transport is asked for by the page itself, beside the boot files: home’s first calls do not wait a round trip for it', async ({
  page,
  control,
}) => {
  void control;
  const order: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (/\/http-transport\.\w+\.js$/.test(pathname)) order.push('transport asked');
    else if (pathname.startsWith('/api/')) order.push('call');
  });
  // No script of the shell can run before the framework arrives: whatever asks for the transport
  // before then is the page's HTML.
  let releaseFramework!: () => void;
  const frameworkHeld = new Promise<void>((resolve) => (releaseFramework = resolve));
  await page.route(/\/h5\/shell\/[^/]+\/framework\.[0-9a-f]+\.js$/, async (route) => {
    await frameworkHeld;
    await route.continue();
  });
  const document = page.waitForResponse(/\/h5\/$/);
  // Not until `load`: that waits for the framework's preload too.
  await page.goto('#/', { waitUntil: 'commit' });
  const html = await (await document).text();
  expect(html).toMatch(/<link rel="preload" as="script" href="[^"]+\/http-transport\.\w+\.js" fetchpriority="low">/);
  await expect.poll(() => order).toEqual(['transport asked']);
  releaseFramework();
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  // Asked for once, by the HTML; the calls found it there.
  expect(order.filter((o) => o === 'transport asked')).toHaveLength(1);
  expect(order[0]).toBe('transport asked');
});

test('on idle after home, the tabs not opened yet get their first data too: opening them asks the server for none of it again', async ({
  page,
  open,
  control,
}) => {
  void control;
  const gets: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.startsWith('/api/')) gets.push(`${url.pathname}${url.search}`);
  });
  const count = (call: string) => gets.filter((c) => c === call).length;
  await open('');
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  await expect.poll(() => count('/api/common/question'), { timeout: scaled(15_000) }).toBe(1);
  expect(count('/api/goods/category')).toBe(1);
  await page.waitForLoadState('networkidle');
  // Home, open already, is passed over: each of its calls went out once, as it first showed.
  expect(HOME_CALLS.map(count)).toEqual(HOME_CALLS.map(() => 1));

  const items = tabBar(page).locator('.adm-tab-bar-item');
  await items.nth(1).click();
  await expect(page.getByRole('navigation', { name: '商品分类' }).getByRole('button').first()).toBeVisible();
  await items.nth(2).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect([count('/api/goods/category'), count('/api/common/question')]).toEqual([1, 1]);
});

/** Resolves once no request of the page has been on its way for `ms`. */
async function networkQuiet(page: Page, ms = 500): Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (req: Request) => void (open.add(req), (lastChange = Date.now()));
  const ended = (req: Request) => void (open.delete(req), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await expect.poll(() => open.size === 0 && Date.now() - lastChange >= ms, { timeout: scaled(20_000) }).toBe(true);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

test('a press on home as its later code arrives (pull to refresh, the carousel) still ends in its tap', async ({
  page,
  control,
}) => {
  void control;
  // Scripts asked for once home draws its content's pictures (what comes after the first screen)
  // wait until the press is on, so they arrive under it.
  let drawing = false;
  let held = 0;
  let releaseScripts!: () => void;
  const pressed = new Promise<void>((resolve) => (releaseScripts = resolve));
  page.on('request', (req) => void (new URL(req.url()).pathname.startsWith('/static/goods/') && (drawing = true)));
  await page.route(/\.js(\?|$)/, async (route) => {
    if (drawing) {
      held += 1;
      await pressed;
    }
    await route.continue();
  });
  // Not until the load event: it waits for those scripts too.
  await page.goto('#/', { waitUntil: 'commit' });
  const card = page.locator('.cat-goods-card').first();
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await expect(page.locator('.adm-pull-to-refresh')).toHaveCount(0);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseScripts();
  // The browser drops a tap whose element leaves the page before it is released, even to come back.
  await expect(page.locator('.acc-questions-group').first()).toBeAttached({ timeout: scaled(15_000) });
  await networkQuiet(page);
  expect(held).toBeGreaterThan(0);
  await page.mouse.up();
  await expect(page).toHaveURL(/commodityDetails/);
  await page.goBack();
  await expect(page.locator('.adm-pull-to-refresh')).toHaveCount(1);
  await expect(page.locator('.adm-swiper')).toHaveCount(1);
});

test('a tab readied on idle is drawn out of sight with its data, so its tap only has to show it', async ({
  page,
  open,
  control,
}) => {
  void control;
  await open('');
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  // Customer service, never opened: its questions are in the page already, hidden.
  const questions = page.locator('.acc-questions-group');
  await expect(questions.first()).toBeAttached({ timeout: scaled(15_000) });
  await expect(questions.first()).toBeHidden();
  const asked: string[] = [];
  page.on('request', (req) => void asked.push(new URL(req.url()).pathname));

  await tabBar(page).locator('.adm-tab-bar-item').nth(2).click();
  await expect(page.getByRole('main').locator('.acc-questions-group').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(asked.filter((p) => p === '/api/common/question')).toEqual([]);
});

test('a tab tapped as home shows comes first: the warm-up fetches nothing for another remote’s tabs until its page is in, only for home’s own', async ({
  page,
  open,
  control,
}) => {
  void control;
  // Mine's remote is held back: the first page's idle warm-up falls due while it loads. Home's
  // goods pictures are held too, so that the warm-up cannot fall due before the tap (a click takes
  // its time on a busy machine; the warm-up once started in it and was taken for one after it).
  const release = await holdBack(page, /\/h5\/remotes\/mf-account\//);
  const releasePictures = await holdBack(page, /\/static\/goods\//);
  const log = warmUpCalls(page);
  await open('');
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  await expect(page.locator('.cat-tag-section img').first()).toBeAttached();
  await tabBar(page).locator('.adm-tab-bar-item').nth(3).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  releasePictures();
  // Home, out of sight now, no longer holds the warm-up back: it falls due while mine loads. The
  // categories tab, whose code came with home's, has its call (sent as home rendered); customer
  // service (mine's remote) waits.
  await page.waitForTimeout(4_000);
  expect(log).toEqual(['/api/goods/category']);

  release();
  await expect(page.getByRole('main').locator('.acc-mine-body')).toBeVisible();
  // Then the warm-up goes on: customer service gets its first data too.
  await expect.poll(() => log, { timeout: scaled(15_000) }).toEqual(['/api/goods/category', '/api/common/question']);
  // Categories, tapped now, shows with what was fetched ahead: nothing of it is asked for again.
  const asked: string[] = [];
  page.on('request', (req) => void asked.push(new URL(req.url()).pathname));
  await tabBar(page).locator('.adm-tab-bar-item').nth(1).click();
  await expect(page.getByRole('main').locator('.cat-classify__side:not(.cat-classify__side--skeleton)')).toBeVisible();
  expect(asked.filter((p) => p === '/api/goods/category' || p.includes('/h5/remotes/mf-catalog/'))).toEqual([]);
});

test('what is fetched ahead for another remote’s tabs waits for the pictures on the first screen, not for a fixed time', async ({
  page,
  open,
  control,
}) => {
  void control;
  // Home's goods pictures, in view at 375×812, come slowly: the warm-up must not share the link with them.
  const release = await holdBack(page, /\/static\/goods\//);
  const ahead = warmUpCalls(page);
  await open('');
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  await expect(page.locator('.cat-tag-section img').first()).toBeAttached();
  // Longer than the two seconds the warm-up used to wait; shorter than its cap (five). Categories'
  // call, a kilobyte for a page whose code came with home's, went out as home rendered.
  await page.waitForTimeout(2_500);
  expect(ahead).toEqual(['/api/goods/category']);

  release();
  await expect.poll(() => ahead.length, { timeout: scaled(15_000) }).toBe(2);
});

test('on idle after home, what the renter may tap next is fetched ahead before the toast’s code', async ({
  page,
  open,
  control,
}) => {
  void control;
  // In the order the page asked: the two tabs' first calls and every script.
  const asked = warmUpCalls(page, { scripts: true });
  await open('');
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  await expect
    .poll(() => asked.filter((entry) => entry.startsWith('/api/')).length, { timeout: scaled(15_000) })
    .toBe(2);
  // The toast's file is the script that carries its styles; each script is read once.
  const bodies = new Map<string, Promise<string>>();
  const isToast = async (href: string) => {
    if (!bodies.has(href))
      bodies.set(
        href,
        page.request.get(href).then((res) => res.text()),
      );
    return (await bodies.get(href)!).includes('adm-toast-mask');
  };
  let toast = -1;
  await expect
    .poll(
      async () => {
        for (const [i, entry] of asked.entries()) if (entry.startsWith('http') && (await isToast(entry))) toast = i;
        return toast;
      },
      { timeout: scaled(15_000) },
    )
    .toBeGreaterThan(-1);
  expect(toast, asked.join('\n')).toBeGreaterThan(asked.indexOf('/api/goods/category'));
  expect(toast, asked.join('\n')).toBeGreaterThan(asked.indexOf('/api/common/question'));
});
