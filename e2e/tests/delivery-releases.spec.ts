import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { cliOk } from '../support/cli';
import { inUrl, loadedVersion } from '../support/delivery';
import { expect, tabBar, test } from '../support/fixtures';
import { variants } from '../support/variants';
import { scaled } from '../support/time-scale';

const ACCOUNT = 'mf_account';
const MINE = '#/pages/user/user';

test.describe.configure({ timeout: scaled(240_000) });

test('v2 deployed while a tab runs v1: that tab keeps working, a new load gets v2; rollback: v1 again', async ({
  page,
  open,
  site,
  control,
  baseURL,
}) => {
  void control;
  const { v2 } = await variants();
  const v1 = site.liveVersion(ACCOUNT);
  await open('pages/user/user');
  await expect(page).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v1);

  const deployed = await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', site.dir]);
  expect(deployed).toContain(`mf_account ${v2.version} is live (was ${v1})`);

  // The open tab goes on with the v1 it started: another page of it comes from v1's folder, still there.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await open('pages/commonProblem/commonProblem');
  await expect(page).toHaveTitle('常见问题');
  await expect(page.getByRole('main')).toBeVisible();
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v1);
  expect(requested.some((u) => u.includes(`/mf-account/${inUrl(v1)}/`))).toBe(true);
  expect(requested.filter((u) => u.includes(inUrl(v2.version)))).toEqual([]);

  const second = await page.context().newPage();
  await second.goto(`${baseURL}${MINE}`);
  await expect(second).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(second, ACCOUNT)).toBe(v2.version);

  const rolled = await cliOk(['rollback', 'mf-account', '--site', site.dir]);
  expect(rolled).toContain(`mf_account ${v1} is live again (was ${v2.version})`);
  const third = await page.context().newPage();
  await third.goto(`${baseURL}${MINE}`);
  await expect(third).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(third, ACCOUNT)).toBe(v1);
});

const ACCOUNT_FILE = /\/h5\/remotes\/mf-account\/([^/]+)\/[^/]+$/;

/** The version of mf-account a page load chose: the first of its files it asks for. */
async function chosenOnLoad(page: Page, load: () => Promise<unknown>): Promise<string> {
  const [request] = await Promise.all([page.waitForRequest(ACCOUNT_FILE), load()]);
  return decodeURIComponent(ACCOUNT_FILE.exec(new URL(request.url()).pathname)![1]!);
}

/**
 * A device that has never opened the app (its own storage, so its own canary place): the version
 * its first load chooses, and the one a reload chooses. `render` also waits for the page itself.
 */
async function freshDevice(browser: Browser, url: string, render = false) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const version = await chosenOnLoad(page, () => page.goto(url, { waitUntil: 'commit' }));
  if (render) {
    await expect(page).toHaveTitle('我的');
    await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(version);
  }
  const onReload = await chosenOnLoad(page, () => page.reload({ waitUntil: 'commit' }));
  await context.close();
  return { version, onReload };
}

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

// How evenly a canary spreads over devices is platform/src/canary/bucket.test.ts's (4,000 ids);
// here, fresh browsers show that the shell honours it: some get the canary, some do not, and each
// keeps what it got.
test('a 50 % canary reaches some of 16 fresh devices and not the others, each keeps its version on reload; promote: all', async ({
  browser,
  site,
  control,
  baseURL,
}) => {
  void control;
  const { v2 } = await variants();
  const v1 = site.liveVersion(ACCOUNT);
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', site.dir, '--no-live']);
  expect(await cliOk(['canary', 'mf-account', '50', '--site', site.dir])).toContain(
    `mf_account ${v2.version} goes to 50 % of devices; the rest keep ${v1}`,
  );

  // Every fourth device also waits for its page, to see that the version chosen is the one that serves
  // it. All 16 on one side has a chance of 2 in 65,536.
  const devices = await inBatches([...Array(16).keys()], 4, (i) =>
    freshDevice(browser, `${baseURL}${MINE}`, i % 4 === 0),
  );
  const onCanary = devices.filter((d) => d.version === v2.version).length;
  expect(devices.every((d) => d.version === v1 || d.version === v2.version)).toBe(true);
  expect(onCanary).toBeGreaterThanOrEqual(1);
  expect(onCanary).toBeLessThanOrEqual(15);
  expect(devices.filter((d) => d.onReload !== d.version)).toEqual([]);

  expect(await cliOk(['promote', 'mf-account', '--site', site.dir])).toContain(
    `mf_account ${v2.version} is live for every device (was ${v1})`,
  );
  const after = await inBatches([...Array(4).keys()], 4, (i) => freshDevice(browser, `${baseURL}${MINE}`, i === 0));
  expect(after.map((d) => d.version)).toEqual(Array(4).fill(v2.version));
});

test('four teams deploying at once through the CLI all end up live', async () => {
  const fresh = mkdtempSync(path.join(tmpdir(), 'rental-test-concurrent-'));
  try {
    await cliOk(['deploy', 'shell', '--site', fresh, '--no-build']);
    const remotes = ['mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];
    const outputs = await Promise.all(remotes.map((app) => cliOk(['deploy', app, '--site', fresh, '--no-build'])));
    for (const [i, app] of remotes.entries())
      expect(outputs[i]).toMatch(new RegExp(`^${app.replace('-', '_')} \\S+ is live`, 'm'));
    const listed = JSON.parse(await cliOk(['remotes', '--json', '--site', fresh])) as {
      remotes: Record<string, { live: string }>;
    };
    expect(Object.keys(listed.remotes).sort()).toEqual(['mf_account', 'mf_catalog', 'mf_orders', 'mf_payments']);
    for (const remote of Object.values(listed.remotes)) expect(remote.live).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
});

test('the registry carries the live versions’ manifests: home, then the mine tab, ask for no manifest file', async ({
  page,
  open,
  control,
}) => {
  void control;
  const manifests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('/mf-manifest.json')) manifests.push(req.url());
  });
  await open('');
  await expect(page.getByRole('region', { name: '新品上架' })).toBeVisible();
  await tabBar(page).locator('.adm-tab-bar-item').nth(3).click();
  await expect(page).toHaveTitle('我的');
  await expect(page.getByText('立即登录')).toBeVisible();
  expect(manifests).toEqual([]);
});
