import type { Page } from '@playwright/test';
import { cli, cliOk } from '../support/cli';
import type { Control } from '../support/control';
import { inUrl, loadedVersion, snapshot } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { withoutCarriedManifests } from '../support/tamper';
import { variants, type Variant } from '../support/variants';
import { scaled } from '../support/time-scale';

const ACCOUNT = 'mf_account';
const UNAVAILABLE = '该功能暂时无法使用';

test.describe.configure({ timeout: scaled(180_000) });

/** v2 live, then the broken v3 deployed over it: renters should still get v2's page. */
async function brokenOverGood(siteDir: string, broken: Variant): Promise<string> {
  const { v2 } = await variants();
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', siteDir]);
  await cliOk(['deploy', 'mf-account', '--dist', broken.dist, '--site', siteDir]);
  return v2.version;
}

async function logsNaming(control: Control, version: string) {
  return (await control.logs()).filter((l) => `${l.message} ${l.error} ${l.info}`.includes(version));
}

/** The renter sees the last good version's page, and the team gets exactly one log entry naming the bad one. */
async function expectServedBy(page: Page, control: Control, good: string, bad: string) {
  await expect(page).toHaveTitle('我的');
  await expect(page.getByText('立即登录')).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(good);
  await expect
    .poll(async () => (await snapshot(page)).remotes[ACCOUNT]?.fallbacks)
    .toEqual([{ from: [bad], to: good, at: expect.any(Number) }]);
  await expect.poll(async () => (await logsNaming(control, bad)).length).toBe(1);
  const [entry] = await logsNaming(control, bad);
  expect(entry?.message).toContain(`serving mf_account@${good}`);
  expect(entry?.remote).toBe(`mf_account@${good}`);
  expect(entry?.shellVersion).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
  // Elsewhere in the remote, on a reload too, the bad version is skipped and not reported again.
  await page.goto(page.url().replace('pages/user/user', 'pages/commonProblem/commonProblem'));
  await page.reload();
  await expect(page).toHaveTitle('常见问题');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(good);
  expect(await logsNaming(control, bad)).toHaveLength(1);
}

test.describe('a broken v3 over a good v2: renters get v2, one log entry names v3', () => {
  test('a chunk of v3 is missing', async ({ page, open, site, control }) => {
    const { v3 } = await variants();
    const good = await brokenOverGood(site.dir, v3);
    const dir = `/h5/remotes/mf-account/${v3.version}`;
    await control.fault({ path: `${dir}/`, type: 'notFound' });
    await control.fault({ path: `${dir}/mf-manifest.json`, type: 'delay', delayMs: 1 });
    await control.fault({ path: `${dir}/remoteEntry.js`, type: 'delay', delayMs: 1 });
    await open('pages/user/user');
    await expectServedBy(page, control, good, v3.version);
  });

  test("v3's manifest answers 500 (a registry that does not carry it)", async ({ page, open, site, control }) => {
    const { v3 } = await variants();
    const good = await brokenOverGood(site.dir, v3);
    withoutCarriedManifests(site);
    await control.fault({ path: `/h5/remotes/mf-account/${v3.version}/mf-manifest.json`, type: 'http500' });
    await open('pages/user/user');
    await expectServedBy(page, control, good, v3.version);
  });

  test("v3's page throws on its first render", async ({ page, open, site, control }) => {
    const { v3throws } = await variants();
    const good = await brokenOverGood(site.dir, v3throws);
    await open('pages/user/user');
    await expectServedBy(page, control, good, v3throws.version);
    const [entry] = await logsNaming(control, v3throws.version);
    expect(entry?.message).toContain('threw on first render');
  });

  test('only when no version works does the route say unavailable, and retry tries them all again', async ({
    page,
    open,
    site,
    control,
  }) => {
    const { v3 } = await variants();
    await brokenOverGood(site.dir, v3);
    await control.fault({ path: '/h5/remotes/mf-account/', type: 'http500' });
    await open('pages/user/user');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await control.clearFaults();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page).toHaveTitle('我的');
    await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v3.version);
  });
});

test('a remote built against another React: deploy refuses it; forced live, the shell never runs it', async ({
  page,
  open,
  site,
  control,
}) => {
  const { react20 } = await variants();
  const good = site.liveVersion(ACCOUNT);
  const refused = await cli(['deploy', 'mf-account', '--dist', react20.dist, '--site', site.dir]);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain(`mf_account ${react20.version}`);
  expect(refused.err).toContain('it requires react ^20.0.0; the shell provides react 19.3.1');
  expect(site.liveVersion(ACCOUNT)).toBe(good);

  await cliOk(['deploy', 'mf-account', '--dist', react20.dist, '--site', site.dir, '--force']);
  expect(site.liveVersion(ACCOUNT)).toBe(react20.version);
  // Its manifest is read, to be judged; nothing else of it is asked for, not even ahead of time.
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(inUrl(react20.version)) && !r.url().endsWith('mf-manifest.json')) fetched.push(r.url());
  });
  await open('pages/user/user');
  await expect(page).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(good);
  expect(fetched).toEqual([]);
  const inserted = await page.evaluate(
    (v) => [...document.scripts].filter((s) => s.src.includes(v)).map((s) => s.src),
    inUrl(react20.version),
  );
  expect(inserted).toEqual([]);
  await expect.poll(async () => (await logsNaming(control, react20.version)).length).toBe(1);
  const [entry] = await logsNaming(control, react20.version);
  expect(entry?.message).toContain('requires react ^20.0.0');
});
