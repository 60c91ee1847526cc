import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cli, cliOk } from '../support/cli';
import { loadedVersion, snapshot } from '../support/delivery';
import { expect, tabBar, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { variants } from '../support/variants';
import { scaled } from '../support/time-scale';

const ACCOUNT = 'mf_account';

test.describe.configure({ timeout: scaled(180_000) });

test('a tester pins a deployed version by link: it loads, a badge says so, the panel lists what loaded', async ({
  page,
  site,
  control,
  baseURL,
}) => {
  void control;
  const { v2 } = await variants();
  const v1 = site.liveVersion(ACCOUNT);
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', site.dir, '--no-live']);

  // Typed into a link by hand: the `+` of the version arrives as a space and still names it.
  await page.goto(`${baseURL}?mf=mf_account@${v2.version}#/pages/user/user`);
  await expect(page).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v2.version);
  const badge = page.getByRole('status').filter({ hasText: '已固定' });
  await expect(badge).toHaveText(`已固定：mf_account@${v2.version}`);

  // Pinned on this device until cleared: a plain reload keeps it.
  await page.goto(`${baseURL}#/pages/user/user`);
  await expect(badge).toBeVisible();
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v2.version);

  await page.goto(`${baseURL}?debug=1#/pages/user/user`);
  const panel = page.getByRole('dialog', { name: '诊断信息' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText((await snapshot(page)).shellVersion);
  await expect(panel.locator('.adm-list', { hasText: 'mf_account' }).getByText(`${v2.version}（固定）`)).toBeVisible();
  await expect(panel.getByText('react-dom').first()).toBeVisible();
  await panel.getByRole('button', { name: '清除全部固定' }).click();
  // The badge steps aside while the panel is open: closed, it would be back if a pin were left.
  await panel.getByRole('button', { name: '关闭' }).click();
  await expect(panel).toBeHidden();
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: '重新加载以生效' }).click();
  await expect(page).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v1);
});

test('a pin to a foreign origin is refused', async ({ page, control, baseURL }) => {
  void control;
  await page.goto(`${baseURL}?mf=mf_account@https://evil.example/mf-manifest.json#/pages/user/user`);
  await expect(page).toHaveTitle('我的');
  await expect(page.getByRole('status').filter({ hasText: '已固定' })).toHaveCount(0);
  await expect.poll(async () => (await snapshot(page)).remotes[ACCOUNT]?.loaded?.reason).toBe('live');
});

test.describe('each remote honours the contract the shell loads it by', () => {
  for (const dir of ['mf-catalog', 'mf-orders', 'mf-account', 'mf-payments']) {
    test(`${dir}: its built entry exposes the route catalogue's routes for it, titled in every language`, async ({
      page,
      open,
      control,
    }) => {
      void control;
      await open('');
      await expect(tabBar(page)).toBeVisible();
      const name = dir.replace('-', '_');
      const face = await page.evaluate(
        (n) =>
          (
            window as unknown as { __RENTAL_PLATFORM__: { inspectRemote(n: string): Promise<Record<string, unknown>> } }
          ).__RENTAL_PLATFORM__.inspectRemote(n),
        name,
      );
      const catalogue = JSON.parse(
        readFileSync(path.join(repoRoot, 'shared', 'src', 'navigation', 'route-catalogue.json'), 'utf8'),
      ) as Record<string, Record<string, string>>;
      const paths = Object.keys(catalogue[name] ?? {});
      expect(face.name).toBe(name);
      expect((face.routes as { path: string }[]).map((r) => r.path).sort()).toEqual([...paths].sort());
      expect(face.missingTitles).toEqual({ en: [], es: [], fr: [], 'zh-CN': [], 'zh-TW': [] });
      expect(Object.values(face.pages as Record<string, string>)).toEqual(paths.map(() => 'ok'));
    });
  }
});

test('check:remote judges a build against a deployed shell, for a team’s own CI', async ({ site }) => {
  const ok = await cli(['check-remote', 'mf-orders', '--against', site.dir, '--no-build']);
  expect(ok.code).toBe(0);
  expect(ok.out).toMatch(
    /^mf_orders \S+ against shell \S+ \(.+\): compatible\ntypes: the \d+ shared exports it uses are compatible$/,
  );
  const { react20 } = await variants();
  const bad = await cli(['check-remote', 'mf-account', '--against', `${site.url}/h5/`, '--dist', react20.dist]);
  expect(bad.code).toBe(1);
  expect(bad.err).toContain('it requires react ^20.0.0; the shell provides react 19.3.1');
});

test('check:remote fails on a type break against the types the deployed shell publishes', async ({ site }) => {
  // mf-orders' build, as if compiled against a @rental/shared whose useNavigate and ErrorState the
  // deployed shell has since removed and changed: what the shell serves is the same, the record differs.
  const dist = mkdtempSync(path.join(tmpdir(), 'rental-e2e-types-'));
  try {
    cpSync(path.join(repoRoot, 'mf-orders', 'dist'), dist, { recursive: true });
    const file = path.join(dist, 'uses-shell-types.json');
    const used = JSON.parse(readFileSync(file, 'utf8')) as {
      shared: Record<string, { exports: Record<string, string> }>;
    };
    const exports = used.shared['@rental/shared']!.exports;
    exports.useNavigateTo = 'function () => NavigateFunction';
    exports.ErrorState = 'function (props: { title: string }) => Element';
    writeFileSync(file, JSON.stringify(used));
    rmSync(`${file}.br`);
    const bad = await cli(['check-remote', 'mf-orders', '--against', `${site.url}/h5/`, '--dist', dist]);
    expect(bad.code).toBe(1);
    const lines = bad.err.split('\n').filter((l) => l.startsWith('  - '));
    expect(lines).toEqual([
      expect.stringMatching(
        /^ {2}- it uses @rental\/shared's ErrorState as function \(props: \{ title: string \}\) => Element; the shell provides ErrorState as function \(arg: ErrorStateProps\) => Element$/,
      ),
      "  - it uses @rental/shared's useNavigateTo (built against function () => NavigateFunction); the shell does not provide useNavigateTo",
    ]);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('npm run dev -- account --registry <site> serves a live-reloading account inside that site', async ({
  page,
  site,
  control,
}) => {
  void control;
  const dev = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'dev.mjs'), 'account', '--registry', `${site.url}/h5/remotes.json`, '--port', '0'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const appUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${out}`)), 150_000);
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const m = /The app: (http:\/\/127\.0\.0\.1:\d+\/h5\/)/.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      dev.stdout.on('data', read);
      dev.stderr.on('data', read);
      dev.on('exit', (code) => reject(new Error(`dev exited with ${code}:\n${out}`)));
    });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${appUrl}#/pages/user/user`);
    // The dev server builds the account on its first request: on a busy machine that takes a while.
    await expect(page).toHaveTitle('我的', { timeout: scaled(90_000) });
    await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe('dev');
    expect(requested).toContain('/h5/remotes/mf-account/dev/remoteEntry.js');
    // The rest is the site's: its shell and its catalog.
    await tabBar(page).locator('.adm-tab-bar-item').nth(1).click();
    await expect(page).toHaveTitle('分类');
    expect(requested.some((p) => p.startsWith('/h5/shell/'))).toBe(true);
  } finally {
    dev.kill('SIGTERM');
  }
});
