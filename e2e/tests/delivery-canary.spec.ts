import type { Browser } from '@playwright/test';
import { cli, cliOk, type CliResult } from '../support/cli';
import { expect, test } from '../support/fixtures';
import { scaled } from '../support/time-scale';
import { variants } from '../support/variants';

const ACCOUNT = 'mf_account';
const MINE = 'pages/user/user';
/** Renters enough for the judgment at each step, and a bound should the command never decide. */
const MIN_SESSIONS = 5;
const MAX_VISITS = 60;
/** The client credential every call of the API carries (shared/src/state/config.ts). */
const CLIENT = { 'Client-Authorization': 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=' };

test.describe.configure({ timeout: scaled(420_000) });

/**
 * One renter on a device of their own (so a canary bucket of their own): opens Mine, stays until the
 * app's health report has started, and closes the app, which sends it.
 */
/**
 * `delivered`: what the test waits for before the browser's profile goes. A renter's closed app leaves
 * its last report with the browser to send; closing the test's context at once would drop it.
 */
async function visit(browser: Browser, baseURL: string, delivered?: () => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}#/${MINE}`);
    await expect(page).toHaveTitle('我的');
    await page.waitForFunction(() => window.sessionStorage.getItem('rental.health') !== null);
    await page.close({ runBeforeUnload: true });
    await delivered?.();
  } finally {
    await context.close();
  }
}

/** Renters keep coming while the canary command runs; it ends by itself, one way or the other. */
async function rentersUntil(
  command: Promise<CliResult>,
  browser: Browser,
  baseURL: string,
): Promise<{ result: CliResult; visits: number }> {
  let finished = false;
  void command.then(() => (finished = true));
  let visits = 0;
  while (!finished && visits < MAX_VISITS) {
    await visit(browser, baseURL);
    visits += 1;
  }
  return { result: await command, visits };
}

function judgedCanary(version: string, siteDir: string, healthUrl: string): Promise<CliResult> {
  return cli([
    'canary',
    'mf-account',
    '--version',
    version,
    '--steps',
    '50,100',
    '--interval',
    '10s',
    '--max-error-ratio',
    '1.5',
    '--min-sessions',
    String(MIN_SESSIONS),
    // These renters' LCP is this machine's noise, not the release's: only errors decide here.
    '--max-lcp-ratio',
    '100',
    '--health',
    healthUrl,
    '--site',
    siteDir,
  ]);
}

interface Figures {
  sessions: number;
  failedSessions: number;
  pages: number;
  renderErrors: number;
  fallbacks: number;
  lcpSamples: number;
}

test('each visit reports what it met of each remote version as the app closes: a release that broke, the one that served instead', async ({
  browser,
  site,
  control,
  baseURL,
  request,
}) => {
  void control;
  const { v2, v3throws } = await variants();
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', site.dir]);
  await cliOk(['deploy', 'mf-account', '--dist', v3throws.dist, '--site', site.dir]);
  const figures = async () => {
    const answer = (await (
      await request.get(`${site.url}/api/common/health?remote=${ACCOUNT}`, { headers: CLIENT })
    ).json()) as {
      data: { remotes: Record<string, Record<string, Figures>> };
    };
    return answer.data.remotes[ACCOUNT] ?? {};
  };
  await visit(browser, baseURL!, () => expect.poll(async () => Object.keys(await figures()).length).toBe(2));
  const versions = await figures();
  expect(versions[v3throws.version]).toMatchObject({ sessions: 1, failedSessions: 1, pages: 0, renderErrors: 1 });
  expect(versions[v2.version]).toMatchObject({ sessions: 1, failedSessions: 0, pages: 1, fallbacks: 1, lcpSamples: 1 });
});

test('a canary that throws for some renters is rolled back by itself, saying why; renters get the live version', async ({
  browser,
  site,
  control,
  baseURL,
}) => {
  void control;
  const { v2, v3flaky } = await variants();
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', site.dir]);
  await cliOk(['deploy', 'mf-account', '--dist', v3flaky.dist, '--no-live', '--site', site.dir]);
  const { result, visits } = await rentersUntil(
    judgedCanary(v3flaky.version, site.dir, `${site.url}/api/common/health`),
    browser,
    baseURL!,
  );
  console.log(`bad canary: decided after ${visits} visits\n${result.out}\n${result.err}`);
  expect(`${result.out}\n${result.err}`).toMatch(/rolled back/i);
  expect(result.code).not.toBe(0);
  const record = site.registry().remotes[ACCOUNT];
  expect(record?.canary).toBeNull();
  expect(record?.live).toBe(v2.version);
  const log = await cliOk(['remotes', '--log', 'mf-account', '--site', site.dir]);
  expect(log).toMatch(/rolled back|rollback/i);
});

test('a good canary goes step by step to every renter', async ({ browser, site, control, baseURL }) => {
  void control;
  const { v2, v3 } = await variants();
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', site.dir]);
  await cliOk(['deploy', 'mf-account', '--dist', v3.dist, '--no-live', '--site', site.dir]);
  const { result, visits } = await rentersUntil(
    judgedCanary(v3.version, site.dir, `${site.url}/api/common/health`),
    browser,
    baseURL!,
  );
  console.log(`good canary: decided after ${visits} visits\n${result.out}\n${result.err}`);
  expect(result.code).toBe(0);
  const record = site.registry().remotes[ACCOUNT];
  expect(record?.live).toBe(v3.version);
  expect(record?.canary).toBeNull();
});
