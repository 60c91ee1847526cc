import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cli, cliOk } from '../support/cli';
import { inUrl, loadedVersion } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { variants } from '../support/variants';
import { scaled } from '../support/time-scale';

const ACCOUNT = 'mf_account';
const MINE = '#/pages/user/user';

test.describe.configure({ timeout: scaled(240_000) });

const versionDir = (site: string, version: string) => path.join(site, 'h5', 'remotes', 'mf-account', version);
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const releaseFiles = (site: string, version: string) =>
  Object.keys(
    (JSON.parse(readFileSync(path.join(versionDir(site, version), 'release.json'), 'utf8')) as { files: object }).files,
  );

// Staging is a folder site of its own; production is the worker's site, served to Chromium.
test('a remote deployed to staging is promoted to production as its very bytes: a changed byte is refused, then production serves that version', async ({
  page,
  site,
  control,
  baseURL,
}) => {
  void control;
  const { v2 } = await variants();
  const v1 = site.liveVersion(ACCOUNT);
  const staging = mkdtempSync(path.join(tmpdir(), 'rental-test-staging-'));
  try {
    await cliOk(['deploy', 'shell', '--site', staging, '--no-build']);
    expect(await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', staging])).toContain(
      `mf_account ${v2.version} is live (was none)`,
    );

    // One byte changed on staging after it was tested: production's registry is left as it was.
    const chunk = releaseFiles(staging, v2.version).find((rel) => /\.[0-9a-f]{8,}\.js$/.test(rel))!;
    const chunkFile = path.join(versionDir(staging, v2.version), chunk);
    const tested = readFileSync(chunkFile);
    writeFileSync(chunkFile, Buffer.concat([tested.subarray(0, -1), Buffer.from([tested.at(-1)! ^ 1])]));
    const registry = readFileSync(path.join(site.dir, 'h5', 'remotes.json'));
    const refused = await cli(['promote', 'mf-account', '--from', staging, '--to', site.dir]);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `refused: mf_account ${v2.version} on ${staging} is not what was tested: ${chunk} differs from its recorded sha384; nothing was written`,
    );
    expect(readFileSync(path.join(site.dir, 'h5', 'remotes.json'))).toEqual(registry);
    writeFileSync(chunkFile, tested);

    const promoted = await cliOk(['promote', 'mf-account', '--from', staging, '--to', site.dir, '--note', 'passed QA']);
    expect(promoted).toMatch(
      new RegExp(
        `^${literally(`mf_account ${v2.version} from ${staging} on ${site.dir} is live (was ${v1})`)} · \\d+ files verified`,
      ),
    );
    for (const rel of releaseFiles(staging, v2.version))
      expect(readFileSync(path.join(versionDir(site.dir, v2.version), rel)), rel).toEqual(
        readFileSync(path.join(versionDir(staging, v2.version), rel)),
      );
    expect(await cliOk(['remotes', '--log', 'mf-account', '--site', site.dir])).toMatch(
      new RegExp(`${literally(`promote --from ${staging}  mf_account  ${v1} → ${v2.version}`)}.*“passed QA”`),
    );

    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${baseURL}${MINE}`);
    await expect(page).toHaveTitle('我的');
    await expect(page.getByText('立即登录')).toBeVisible();
    await expect.poll(() => loadedVersion(page, ACCOUNT)).toBe(v2.version);
    expect(requested.some((u) => u.includes(`/mf-account/${inUrl(v2.version)}/`))).toBe(true);
    expect(requested.filter((u) => u.includes(`/mf-account/${inUrl(v1)}/`))).toEqual([]);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
});
