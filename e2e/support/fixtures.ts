import { test as base, expect, type Page } from '@playwright/test';
import type { RegistryDoc } from '@rental/platform/runtime';
import type { SiteOrigins } from '@rental/platform/site';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Control } from './control';
import { e2eSite, repoRoot } from './paths';
import { SiteCopy } from './site-copy';

interface DevServer {
  url: string;
  controlToken: string | null;
  close(): Promise<void>;
}

/** The Node packages as `npm run build` left them (the suite runs against what ships). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const built = <T>(...segments: string[]): T => require(path.join(repoRoot, ...segments)) as T;

interface ServerModule {
  startServer(opts: {
    port: number;
    host?: string;
    siteDir?: string;
    control: boolean;
    quiet?: boolean;
  }): Promise<DevServer>;
  simCookie(token: string): string;
}

/** How the suite's site is served: by the dev server (`npm start`) or by nginx (`npm run serve:prod`). */
export type Serving = 'dev-api' | 'nginx';

/** One worker's own deployment: tests may break its files (a bad deploy) without touching others. */
export interface Site {
  /** The dev API: the back end and its test surfaces. */
  url: string;
  /** Where renters get the app: the dev API itself, or nginx in front of it. */
  appUrl: string;
  serving: Serving;
  dir: string;
  /** This run's token for the dev API's test surfaces (`/__control`, `/wallet-sim`). */
  controlToken: string;
  registry(): RegistryDoc;
  writeRegistry(value: unknown): void;
  /** The live version of a remote on this site (`mf_account` → `1.0.0+3f9c2ab1`). */
  liveVersion(remote: string): string;
  restore(): void;
}

interface WorkerFixtures {
  serving: Serving;
  site: Site;
}

interface TestFixtures {
  control: Control;
  /** What the content security policy blocked on the page; each test must end with none unless it allows some. */
  csp: { violations(): Promise<string[]>; expectSome(): void };
  /** Opens a hash route of the app, e.g. `pages/user/user?x=1`. */
  open: (route?: string) => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serving: ['dev-api', { scope: 'worker', option: true }],
  site: [
    async ({ serving }, use) => {
      // Whatever fails on the way (a server that won't start, a test that breaks the site), the
      // worker's copy of the site goes when the worker's tests are done.
      const dir = mkdtempSync(path.join(tmpdir(), 'rental-test-e2e-'));
      let server: DevServer | undefined;
      let nginx: { url: string; close(): Promise<void> } | null = null;
      try {
        const copy = new SiteCopy(e2eSite, dir);
        const { startServer, simCookie } = built<ServerModule>('dev-api', 'dist', 'server.js');
        server = await startServer({ port: 0, siteDir: dir, control: true, quiet: true });
        const apiUrl = server.url.replace(/\/$/, '');
        if (serving === 'nginx')
          nginx = await built<SiteModule>('platform', 'dist', 'site', 'index.js').startNginx({
            siteDir: dir,
            backend: apiUrl,
            origins: siteOrigins(),
            testSurfaces: { cookie: simCookie(server.controlToken ?? '') },
          });
        const registryFile = path.join(dir, 'h5', 'remotes.json');
        await use({
          url: apiUrl,
          appUrl: nginx?.url ?? apiUrl,
          serving,
          dir,
          controlToken: server.controlToken ?? '',
          registry: () => JSON.parse(readFileSync(registryFile, 'utf8')) as RegistryDoc,
          liveVersion: (remote) => {
            const doc = JSON.parse(readFileSync(registryFile, 'utf8')) as RegistryDoc;
            const live = doc.remotes[remote]?.live;
            if (!live) throw new Error(`${remote} is not live on ${dir}`);
            return live;
          },
          writeRegistry: (value) => writeFileSync(registryFile, JSON.stringify(value)),
          restore: () => copy.restore(),
        });
      } finally {
        try {
          await nginx?.close();
          await server?.close();
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    },
    { scope: 'worker' },
  ],
  // The tests' own calls carry the test surfaces' token; the app's pages never do (they have a cookie).
  request: async ({ playwright, site }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { 'X-Control-Token': site.controlToken } });
    await use(request);
    await request.dispose();
  },
  control: async ({ request, site }, use) => {
    const control = new Control(request, site.url);
    await control.reset();
    await use(control);
    await control.clearFaults();
    site.restore();
  },
  baseURL: async ({ site }, use) => {
    await use(`${site.appUrl}/h5/`);
  },
  csp: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.defineProperty(window, '__cspViolations', { value: seen });
        document.addEventListener('securitypolicyviolation', (e) => {
          // Chrome reports each handler in markup the sanitizer parses, though none can run there.
          if (e.effectiveDirective === 'script-src-attr' && /\/sanitizer\.[0-9a-f]+\.js$/.test(e.sourceFile)) return;
          seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'}`);
        });
      });
      let expected = false;
      const violations = async () =>
        page.isClosed() || page.url() === 'about:blank'
          ? []
          : await page.evaluate(() => [
              ...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
            ]);
      await use({ violations, expectSome: () => (expected = true) });
      if (!expected) expect(await violations().catch(() => []), 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
  open: async ({ page }, use) => {
    await use(async (route = '') => {
      await page.goto(`#/${route.replace(/^\//, '')}`);
    });
  },
});

interface SiteModule {
  startNginx(opts: {
    siteDir: string;
    backend: string;
    origins: SiteOrigins;
    testSurfaces?: { cookie: string };
  }): Promise<{ url: string; close(): Promise<void> }>;
  originsFromEnv(): SiteOrigins;
  findBrotliModule(): string | undefined;
}

/** Whether the nginx the tests start has the brotli module (`npm test` installs it). */
export const nginxHasBrotli = (): boolean =>
  built<SiteModule>('platform', 'dist', 'site', 'index.js').findBrotliModule() !== undefined;

/** The origins the shell was built with (RENTAL_REMOTE_ORIGINS …), as the servers read them. */
function siteOrigins(): SiteOrigins {
  return built<SiteModule>('platform', 'dist', 'site', 'index.js').originsFromEnv();
}

/** The bottom tab bar, found by its accessible name in any language. */
export function tabBar(page: Page) {
  return page.getByRole('navigation').filter({ has: page.locator('.adm-tab-bar') });
}

export { expect };
