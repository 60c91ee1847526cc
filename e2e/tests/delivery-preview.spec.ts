import type { RegistryDoc } from '@rental/platform/runtime';
import { cliOk } from '../support/cli';
import { loadedVersion } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { variants } from '../support/variants';
import { scaled } from '../support/time-scale';

const ACCOUNT = 'mf_account';
const MINE = 'pages/user/user';

test.describe.configure({ timeout: scaled(180_000) });

/** The CLI run with the site's address, so the link it prints is one a browser can open. */
async function deployPreview(args: string[], siteUrl: string): Promise<string> {
  const before = process.env.RENTAL_SITE_URL;
  process.env.RENTAL_SITE_URL = siteUrl;
  try {
    return await cliOk(args);
  } finally {
    if (before === undefined) delete process.env.RENTAL_SITE_URL;
    else process.env.RENTAL_SITE_URL = before;
  }
}

test('deploy --preview: live stays v1, the printed link loads v2 with a badge naming the preview', async ({
  page,
  site,
  control,
  baseURL,
}) => {
  void control;
  const { v2 } = await variants();
  const v1 = site.liveVersion(ACCOUNT);
  const out = await deployPreview(
    ['deploy', 'mf-account', '--dist', v2.dist, '--preview', 'spring-promo', '--site', site.dir],
    site.appUrl,
  );
  expect(out).toContain(`mf_account ${v2.version} is in preview spring-promo, not live`);
  const link = /^link: (\S+)$/m.exec(out)?.[1];
  expect(link).toBe(`${site.appUrl}/h5/?preview=spring-promo#/`);
  expect(site.liveVersion(ACCOUNT)).toBe(v1);

  await page.goto(`${baseURL}#/${MINE}`);
  await expect(page).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v1);
  await expect(page.getByRole('status').filter({ hasText: '预览' })).toHaveCount(0);

  await page.goto(`${link}${MINE}`);
  await expect(page).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v2.version);
  const badge = page.getByRole('status').filter({ hasText: '预览' });
  await expect(badge).toHaveText(`预览 spring-promo：mf_account@${v2.version}`);

  // The panel says it too, and the badge steps aside so that it covers none of the panel's buttons.
  await page.goto(`${site.appUrl}/h5/?preview=spring-promo&debug=1#/${MINE}`);
  const panel = page.getByRole('dialog', { name: '诊断信息' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`预览 spring-promo：mf_account@${v2.version}`)).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '重新加载以生效' })).toBeVisible();

  // A plain load afterwards is live again: a preview is the link's, not the device's.
  await page.goto(`${baseURL}#/${MINE}`);
  await expect(page).toHaveTitle('我的');
  await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v1);
});

test('an unknown or expired preview serves live and says so; one naming a version the site lacks says that', async ({
  page,
  site,
  control,
}) => {
  void control;
  const { v2 } = await variants();
  const v1 = site.liveVersion(ACCOUNT);
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--preview', 'old-promo', '--site', site.dir]);
  const doc = site.registry() as RegistryDoc;
  const expired = { ...doc.previews!['old-promo']!, expires: new Date(Date.now() - 60_000).toISOString() };
  const missing = {
    ...expired,
    expires: new Date(Date.now() + 3_600_000).toISOString(),
    versions: { [ACCOUNT]: '9.9.9+deadbeef' },
  };
  const url = `https://evil.example/mf-manifest.json`;
  const byUrl = { ...missing, versions: { [ACCOUNT]: url } };
  // Written as a hand-edited registry could be: the shell must not follow what deploy would never record.
  site.writeRegistry({ ...doc, previews: { 'old-promo': expired, gone: missing, 'by-url': byUrl } });

  for (const [name, says] of [
    ['old-promo', '预览 old-promo 不存在或已过期：使用线上版本'],
    ['never-made', '预览 never-made 不存在或已过期：使用线上版本'],
    ['gone', `预览 gone：${ACCOUNT}@9.9.9+deadbeef（站点上缺失）`],
    ['by-url', `预览 by-url：${ACCOUNT}@${url}（站点上缺失）`],
  ]) {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${site.appUrl}/h5/?preview=${name}#/${MINE}`);
    await expect(page).toHaveTitle('我的');
    await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v1);
    await expect(page.getByRole('status').filter({ hasText: '预览' })).toHaveText(says!);
    expect(requested.filter((u) => u.includes('evil.example') || u.includes('deadbeef'))).toEqual([]);
  }

  // prune removes the expired preview (and only it), then v2 is named by nothing but its upload record.
  site.writeRegistry({ ...doc, previews: { 'old-promo': expired } });
  const pruned = await cliOk(['prune', 'mf-account', '--yes', '--site', site.dir]);
  expect(pruned).toContain('removed expired preview(s): old-promo');
  expect((site.registry() as RegistryDoc).previews).toBeUndefined();
  expect(await cliOk(['remotes', '--site', site.dir])).toMatch(/previews {2}—/);
});
