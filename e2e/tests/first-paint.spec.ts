import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, tabBar, test } from '../support/fixtures';
import { LANGUAGES, text } from '../support/strings';

/**
 * The page's HTML draws home's first screen before any script runs (the prerendered frame), in the
 * renter's language and text size, and the app takes that markup over rather than drawing it again.
 */

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

async function phone(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, ...options });
  return context.newPage();
}

/** What the page records from before its scripts run: the frame's tab bar, layout shifts, errors. */
function watchTakeOver(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    errors,
    install: () =>
      page.addInitScript(() => {
        const w = window as unknown as { __shifts: string[]; __frameBar?: Element | null; __frameTitle?: string };
        w.__shifts = [];
        type Shift = { value: number; sources?: { node?: Node | null }[] };
        const named = (node?: Node | null) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node);
        // What the frame drew (the shell's page, tab bar, skeleton), not what home's page moves later.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            const moved = (entry.sources ?? []).map((s) => named(s.node)).filter((n) => /shell-|adm-tab-bar/.test(n));
            if (moved.length) w.__shifts.push(`${entry.value.toFixed(5)} ${moved.join(' ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Parsed, before the deferred scripts run: what the HTML itself drew.
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          w.__frameBar = document.querySelector('nav.shell-tab-bar');
          w.__frameTitle = document.title;
        });
      }),
  };
}

const homeContent = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.shell-page img')].some(
      (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
    ),
  );

for (const lang of LANGUAGES) {
  test(`before any script runs, home's frame is drawn in ${lang}`, async ({ browser, baseURL, control }) => {
    void control;
    const page = await phone(browser, { locale: lang, javaScriptEnabled: false });
    try {
      await page.goto(baseURL!);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(text(lang, 'shell:page.title'));
      // A browser with scripting off reads the note in the page's language (this one only stops scripts).
      await expect(page.locator('noscript')).toHaveJSProperty('textContent', text(lang, 'shell:page.noScript'));
      const bar = tabBar(page);
      await expect(bar).toHaveAccessibleName(text(lang, 'shell:tab.label'));
      for (const key of ['home', 'categories', 'service', 'mine'])
        await expect(bar.getByRole('link', { name: text(lang, `shell:tab.${key}`), exact: true })).toBeVisible();
      await expect(bar.getByRole('link', { name: text(lang, 'shell:tab.home'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Styled from the HTML: the bar sits at the bottom, 50 px tall, and the skeleton fills the top.
      const box = await bar.boundingBox();
      expect(box?.y).toBeGreaterThan(700);
      expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(50);
      await expect(page.locator('.shell-home-skeleton__banner')).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
    } finally {
      await page.context().close();
    }
  });
}

test('the large-text choice is on the first paint, before any script', async ({ browser, baseURL, site, control }) => {
  void control;
  const page = await phone(browser, { locale: 'en', javaScriptEnabled: false });
  try {
    await page.context().addCookies([{ name: 'text', value: 'large', url: site.appUrl + '/h5/' }]);
    await page.goto(baseURL!);
    await expect(page.locator('html')).toHaveAttribute('data-large-text', '');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    await expect(tabBar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('the app takes the frame over: the same elements, nothing moves, nothing logged', async ({
  browser,
  baseURL,
  control,
}) => {
  void control;
  const page = await phone(browser, { locale: 'es' });
  const watch = watchTakeOver(page);
  try {
    await watch.install();
    // A first visit, then a repeat one: home's code cached, its page may be in before the first render.
    for (const visit of ['first', 'repeat']) {
      if (visit === 'first') await page.goto(baseURL!);
      else await page.reload();
      await homeContent(page);
      const kept = await page.evaluate(() => {
        const w = window as unknown as { __frameBar?: Element | null; __shifts: string[]; __frameTitle?: string };
        const same = w.__frameBar === document.querySelector('nav.shell-tab-bar');
        return { drawn: Boolean(w.__frameBar), same, shifts: w.__shifts, titles: [w.__frameTitle, document.title] };
      });
      // The title too: the frame's is the one home's page keeps, in the renter's language.
      const title = text('es', 'shell:page.title');
      expect(kept, visit).toEqual({ drawn: true, same: true, shifts: [], titles: [title, title] });
      await expect(page.locator('.shell-home-skeleton')).toHaveCount(0);
      expect(watch.errors, visit).toEqual([]);
    }
  } finally {
    await page.context().close();
  }
});

test('a link into another page draws that page, not the frame', async ({ browser, baseURL, control }) => {
  void control;
  const page = await phone(browser, { locale: 'en' });
  const watch = watchTakeOver(page);
  try {
    await page.goto(`${baseURL!}#/pages/classify/classify`);
    const bar = tabBar(page);
    await expect(bar.getByRole('link', { name: 'Categories', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.shell-home-skeleton')).toHaveCount(0);
    // A page off the tabs: no tab bar left from the frame.
    await page.goto(`${baseURL!}#/pages/coupon/coupon`);
    await page.reload();
    await expect(page.locator('.shell-nav-bar')).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect(watch.errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('a language the server could not see (in the hash) is drawn by the app in that language', async ({
  browser,
  baseURL,
  control,
}) => {
  void control;
  const page = await phone(browser, { locale: 'en' });
  const watch = watchTakeOver(page);
  try {
    await watch.install();
    await page.goto(`${baseURL!}#/?lang=fr`);
    await homeContent(page);
    const bar = tabBar(page);
    await expect(bar.getByRole('link', { name: text('fr', 'shell:tab.home'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(watch.errors).toEqual([]);
    // The choice is kept: the next visit's HTML is French from its first paint.
    const again = await page.context().newPage();
    await again.route('**/*.js', (route) => route.abort());
    await again.goto(baseURL!);
    await expect(again.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(tabBar(again).getByRole('link', { name: text('fr', 'shell:tab.home'), exact: true })).toBeVisible();
  } finally {
    await page.context().close();
  }
});
