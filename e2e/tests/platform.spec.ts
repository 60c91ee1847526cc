import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

/** A string of axios's own that survives minifying: where it is, axios is. */
const AXIOS_MARK = 'ERR_BAD_OPTION_VALUE';

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

test('React and every shared singleton are loaded once across shell and remotes', async ({
  page,
  open,
  control,
  site,
}) => {
  void control;
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
        isDisabled: false,
      },
    });
    Object.defineProperty(window, '__renderers', { value: renderers });
  });
  // Which files carry ahooks' request hook (its class's own method name survives minifying).
  const hookCopies = new Set<string>();
  const axiosCopies = new Set<string>();
  const bodiesRead: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js') || !response.ok()) return;
    const path = new URL(response.url()).pathname;
    bodiesRead.push(
      response.text().then(
        (body) => {
          if (body.includes('runPluginHandler')) hookCopies.add(path);
          if (body.includes(AXIOS_MARK)) axiosCopies.add(path);
        },
        () => undefined,
      ),
    );
  });
  await open('');
  await expect(page.locator('.adm-tab-bar')).toBeVisible();
  await expect(page.locator('.cat-home img').first()).toBeVisible();
  await page.locator('.adm-tab-bar-item').nth(3).click();
  await expect(page).toHaveTitle('我的');
  await expect(page.locator('.acc-mine-body')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length)).toBe(1);
  // Home (the catalog's) and mine (the account's) both load their data through it: one file, the shell's.
  await Promise.all(bodiesRead);
  expect([...hookCopies]).toEqual([expect.stringMatching(/^\/h5\/shell\//)]);
  // So does every call: one axios, the shell's, in its own file (not before the tab bar).
  expect([...axiosCopies]).toEqual([expect.stringMatching(/^\/h5\/shell\/.*\/http-transport\.\w+\.js$/)]);
  // No remote's build carries a copy of its own, on any page.
  const remoteCopies = scriptsUnder(path.join(site.dir, 'h5', 'remotes')).filter((file) =>
    readFileSync(file, 'utf8').includes(AXIOS_MARK),
  );
  expect(remoteCopies).toEqual([]);
  // antd-mobile (the shell lends it) imports a few of rc-util's CommonJS files: they are its ES ones,
  // so the page holds one copy of those helpers, not two.
  const shellFilesWith = (dir: string) =>
    scriptsUnder(path.join(site.dir, 'h5', 'shell'))
      .filter((file) => readFileSync(`${file}.map`, 'utf8').includes(`/node_modules/rc-util/${dir}/`))
      .map((file) => path.basename(file));
  expect(shellFilesWith('es').length).toBeGreaterThan(0);
  expect(shellFilesWith('lib')).toEqual([]);

  // Every shared module the page loaded exists as one copy, whichever app asked for it first.
  const copies = await page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: unknown };
    type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const libs: Record<string, Set<unknown>> = {};
    for (const scopes of Object.values(share)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          for (const info of Object.values(versions)) if (info.loaded) (libs[pkg] ??= new Set()).add(info.lib);
        }
      }
    }
    return Object.fromEntries(Object.entries(libs).map(([pkg, set]) => [pkg, set.size]));
  });
  // (The shell's own modules are its bundle's; a module enters the share scope as a remote takes it.)
  for (const pkg of ['react', 'react/jsx-runtime', 'react-dom', 'jotai', '@rental/shared', 'ahooks/es/useRequest']) {
    expect(copies[pkg], pkg).toBe(1);
  }
  const antd = Object.keys(copies).filter((pkg) => pkg.startsWith('antd-mobile/'));
  expect(antd).toEqual(expect.arrayContaining(['antd-mobile/es/components/image', 'antd-mobile/es/components/list']));
  expect(Object.entries(copies).filter(([, n]) => n !== 1)).toEqual([]);
});

test('root font size is width / 23.4375, capped at 960, and follows resizes', async ({ page, open, control }) => {
  void control;
  await open('');
  const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await fontSize()).toBe('16px');
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect.poll(fontSize).toBe('40.96px');
  await page.setViewportSize({ width: 414, height: 896 });
  await expect.poll(fontSize).toBe(`${414 / 23.4375}px`);
});

test('the page loading indicator waits 200 ms before it shows', async ({ page, open, control }) => {
  await page.clock.install();
  await open('');
  await expect(page.locator('.adm-tab-bar')).toBeVisible();
  await control.fault({ path: '/h5/remotes/mf-account/', type: 'hang' });
  await page.clock.pauseAt(Date.now() + 1000);
  await page.locator('.adm-tab-bar-item').nth(3).click();
  await page.clock.runFor(150);
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('status')).toBeVisible();
  await control.clearFaults();
});

test('a corrupt or unavailable localStorage never stops the app from booting', async ({ page, open, control }) => {
  void control;
  await page.addInitScript(() => {
    localStorage.setItem('token', '{"broken');
    localStorage.setItem('userInfo', '[1,2');
  });
  await open('pages/user/user');
  await expect(page).toHaveTitle('我的');
  await expect(page.getByText('立即登录')).toBeVisible();

  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
  });
  await page.reload();
  await expect(page.locator('.adm-tab-bar')).toBeVisible();
  await expect(page).toHaveTitle('我的');
});
