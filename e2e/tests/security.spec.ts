import type { Page } from '@playwright/test';
import { loadedVersion, snapshot } from '../support/delivery';
import { expect, nginxHasBrotli, tabBar, test } from '../support/fixtures';
import { alter, foreignOrigin, liveCopy } from '../support/tamper';
import type { Control } from '../support/control';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ACCOUNT = 'mf_account';
const MINE = 'pages/user/user';

const securityLogs = async (control: Control, text: string) =>
  (await control.logs()).filter((l) => `${l.message} ${l.error}`.includes('security:') && l.message.includes(text));

async function expectMineServedBy(page: Page, version: string) {
  await expect(page).toHaveTitle('我的');
  await expect(page.getByText('立即登录')).toBeVisible();
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(version);
}

test.describe('what nginx sends', () => {
  test('the security headers and cache policy on the app’s files, its page’s policy, and the API behind it', async ({
    request,
    site,
    control,
  }) => {
    void control;
    const doc = site.registry();
    const account = doc.remotes[ACCOUNT]!;
    const versionDir = `/h5/remotes/mf-account/${encodeURIComponent(account.live!)}`;
    const manifest = (await (await request.get(`${site.appUrl}${versionDir}/mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
    const expectations: [string, string][] = [
      ['/h5/', 'no-cache'],
      ['/h5/remotes.json', 'no-cache'],
      // A version's folder is written once: a repeat visit finds its manifest and entry in the cache.
      [`${versionDir}/mf-manifest.json`, 'public, max-age=31536000, immutable'],
      [`${versionDir}/remoteEntry.js`, 'public, max-age=31536000, immutable'],
      [`${versionDir}/${chunk}`, 'public, max-age=31536000, immutable'],
    ];
    for (const [file, cache] of expectations) {
      const res = await request.get(`${site.appUrl}${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status(), file).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control'], file).toBe(cache);
      expect(headers['x-content-type-options'], file).toBe('nosniff');
      expect(headers['referrer-policy'], file).toBe('strict-origin-when-cross-origin');
      // The policy governs documents: the page carries it, scripts and data need not.
      const csp = headers['content-security-policy'] ?? '';
      if (file === '/h5/') {
        for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", 'frame-ancestors'])
          expect(csp).toContain(directive);
        expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      } else expect(csp, file).toBe('');
      // What the dev server sends for the same file is the same: one definition for both.
      const local = await request.get(`${site.url}${file}`);
      expect(local.headers()['content-security-policy'] ?? '', file).toBe(csp);
      expect(local.headers()['cache-control'], file).toBe(cache);
    }
    const js = await request.get(`${site.appUrl}${versionDir}/${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    // A version's files come as the build compressed them with brotli (smaller than gzip), the same
    // script once decoded; the registry, which has no such copy, stays gzipped.
    if (process.env.CI) expect(nginxHasBrotli(), 'the brotli module .ci/run installs').toBe(true);
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const chunkUrl = `${site.appUrl}${versionDir}/${chunk}`;
    const [brotli, gzipped] = [await request.get(chunkUrl, { headers: browser }), js];
    expect(brotli.headers()['content-encoding']).toBe(nginxHasBrotli() ? 'br' : 'gzip');
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(await brotli.text()).toBe(await gzipped.text());
    const registry = await request.get(`${site.appUrl}/h5/remotes.json`, { headers: browser });
    expect(registry.headers()['content-encoding']).toBe('gzip');
    const api = await request.get(`${site.appUrl}/api/index/platform`, {
      headers: { 'Client-Authorization': 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=' },
    });
    expect(api.status()).toBe(200);
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(((await api.json()) as { success: boolean }).success).toBe(true);
  });

  test('the test surfaces refuse a request without the token or with text/plain, and nginx does not serve them', async ({
    playwright,
    site,
    control,
  }) => {
    void control;
    const stranger = await playwright.request.newContext();
    try {
      expect((await stranger.get(`${site.url}/__control/orders`)).status()).toBe(403);
      expect((await stranger.post(`${site.url}/wallet-sim/auth`, { data: { scopes: 'auth_user' } })).status()).toBe(
        403,
      );
      const plain = await stranger.post(`${site.url}/__control/faults`, {
        headers: { 'X-Control-Token': site.controlToken, 'Content-Type': 'text/plain' },
        data: JSON.stringify({ path: '/api', type: 'http500' }),
      });
      expect(plain.status()).toBe(415);
      expect((await stranger.get(`${site.appUrl}/__control/orders`)).status()).toBe(404);
      // Through nginx too, the simulator answers the app's pages (their cookie) and nobody else.
      expect((await stranger.post(`${site.appUrl}/wallet-sim/auth`, { data: { scopes: 'auth_user' } })).status()).toBe(
        403,
      );
    } finally {
      await stranger.dispose();
    }
  });
});

test.describe('only our code runs', () => {
  test('a script injected from another origin and an inline script are blocked and reported', async ({
    page,
    open,
    control,
    csp,
  }) => {
    csp.expectSome();
    const evil = await foreignOrigin(null);
    try {
      await open('');
      await expect(page.locator('.shell-page img').first()).toBeVisible();
      const outcome = await page.evaluate(async (src) => {
        const injected = document.createElement('script');
        injected.src = src;
        document.head.append(injected);
        const inline = document.createElement('script');
        inline.textContent = 'window.__inline = true;';
        document.head.append(inline);
        await new Promise((r) => setTimeout(r, 500));
        const w = window as unknown as { __evil?: boolean; __inline?: boolean };
        return { evil: w.__evil ?? false, inline: w.__inline ?? false };
      }, `${evil.url}/evil.js`);
      expect(outcome).toEqual({ evil: false, inline: false });
      expect(evil.requests).toEqual([]);
      expect(await csp.violations()).toEqual(
        expect.arrayContaining([`script-src-elem ${evil.url}/evil.js`, 'script-src-elem inline']),
      );
      await expect.poll(async () => (await securityLogs(control, evil.url)).length).toBe(1);
    } finally {
      await evil.close();
    }
  });

  test('a registry entry on another origin is refused before any request; the route serves the version before', async ({
    page,
    open,
    site,
    control,
  }) => {
    const copy = liveCopy(site, ACCOUNT, 'foreign');
    const elsewhere = await foreignOrigin(copy.dir);
    try {
      const doc = site.registry();
      doc.remotes[ACCOUNT]!.versions[copy.version]!.entry = `${elsewhere.url}/mf-manifest.json`;
      site.writeRegistry(doc);
      await open(MINE);
      await expectMineServedBy(page, copy.was);
      expect(elsewhere.requests).toEqual([]);
      await expect.poll(async () => (await securityLogs(control, copy.version)).length).toBe(1);
      const [entry] = await securityLogs(control, copy.version);
      expect(entry?.message).toContain(`origin not allowed: ${elsewhere.url}`);
    } finally {
      await elsewhere.close();
    }
  });

  test('an altered remoteEntry.js never runs: the browser refuses it and the route falls back', async ({
    page,
    open,
    site,
    control,
  }) => {
    const copy = liveCopy(site, ACCOUNT, 'altered');
    alter(path.join(copy.dir, 'remoteEntry.js'));
    await open(MINE);
    await expectMineServedBy(page, copy.was);
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered ?? false)).toBe(false);
    await expect
      .poll(async () => (await snapshot(page)).remotes[ACCOUNT]?.fallbacks)
      .toEqual([{ from: [copy.version], to: copy.was, at: expect.any(Number) }]);
    await expect
      .poll(async () => (await control.logs()).filter((l) => l.message.includes(`${ACCOUNT}@${copy.version}`)).length)
      .toBe(1);
  });

  test('an altered manifest is refused by its recorded hash and the route falls back', async ({
    page,
    open,
    site,
    control,
  }) => {
    void control;
    const copy = liveCopy(site, ACCOUNT, 'manifest');
    alter(path.join(copy.dir, 'mf-manifest.json'), '\n');
    await open(MINE);
    await expectMineServedBy(page, copy.was);
  });

  test('a remote that is down shows the fault with a retry, the rest keeps working, and retry recovers', async ({
    page,
    open,
    site,
    control,
  }) => {
    void control;
    const live = path.join(site.dir, 'h5', 'remotes', 'mf-account', site.liveVersion(ACCOUNT));
    const asideDir = mkdtempSync(path.join(tmpdir(), 'rental-test-aside-'));
    const aside = path.join(asideDir, 'v');
    try {
      cpSync(live, aside, { recursive: true });
      rmSync(live, { recursive: true });
      await open(MINE);
      await expect(page.getByText('该功能暂时无法使用')).toBeVisible();
      await tabBar(page).locator('.adm-tab-bar-item').nth(1).click();
      await expect(page).toHaveTitle('分类');
      await page.goBack();
      // Coming back may try the remote again: restore it only once that attempt has failed too,
      // or the page recovers by itself and never offers the retry this test is about.
      await expect(page.getByText('该功能暂时无法使用')).toBeVisible();
      cpSync(aside, live, { recursive: true });
      await page.getByRole('button', { name: '重试' }).click();
      await expect(page).toHaveTitle('我的');
      await expect(page.getByText('立即登录')).toBeVisible();
    } finally {
      rmSync(asideDir, { recursive: true, force: true });
    }
  });
});
