import { test as base, expect, type Page } from '@playwright/test';
import type { RegistryDoc } from '@rental/platform/runtime';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Control } from './control';
import { e2eSite, repoRoot } from './paths';

interface DevServer {
  url: string;
  close(): Promise<void>;
}

interface ServerModule {
  startServer(opts: {
    port: number;
    host?: string;
    siteDir?: string;
    control: boolean;
    quiet?: boolean;
  }): Promise<DevServer>;
}

/** One worker's own deployment: tests may break its files (a bad deploy) without touching others. */
export interface Site {
  url: string;
  dir: string;
  registry(): RegistryDoc;
  writeRegistry(value: unknown): void;
  /** The live version of a remote on this site (`mf_account` → `1.0.0+3f9c2ab1`). */
  liveVersion(remote: string): string;
  restore(): void;
}

interface WorkerFixtures {
  site: Site;
}

interface TestFixtures {
  control: Control;
  /** Opens a hash route of the app, e.g. `pages/user/user?x=1`. */
  open: (route?: string) => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rental-e2e-'));
      cpSync(e2eSite, dir, { recursive: true });
      const pristine = readFileSync(path.join(dir, 'h5', 'remotes.json'), 'utf8');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { startServer } = require(path.join(repoRoot, 'dev-api', 'dist', 'server.js')) as ServerModule;
      const server = await startServer({ port: 0, siteDir: dir, control: true, quiet: true });
      const registryFile = path.join(dir, 'h5', 'remotes.json');
      await use({
        url: server.url.replace(/\/$/, ''),
        dir,
        registry: () => JSON.parse(readFileSync(registryFile, 'utf8')) as RegistryDoc,
        liveVersion: (remote) => {
          const doc = JSON.parse(readFileSync(registryFile, 'utf8')) as RegistryDoc;
          const live = doc.remotes[remote]?.live;
          if (!live) throw new Error(`${remote} is not live on ${dir}`);
          return live;
        },
        writeRegistry: (value) => writeFileSync(registryFile, JSON.stringify(value)),
        restore: () => {
          writeFileSync(registryFile, pristine);
          cpSync(e2eSite, dir, { recursive: true });
        },
      });
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  control: async ({ request, site }, use) => {
    const control = new Control(request, site.url);
    await control.reset();
    await use(control);
    await control.clearFaults();
    site.restore();
  },
  baseURL: async ({ site }, use) => {
    await use(`${site.url}/h5/`);
  },
  open: async ({ page }, use) => {
    await use(async (route = '') => {
      await page.goto(`#/${route.replace(/^\//, '')}`);
    });
  },
});

/** The bottom tab bar, found by its accessible name in any language. */
export function tabBar(page: Page) {
  return page.getByRole('navigation').filter({ has: page.locator('.adm-tab-bar') });
}

export { expect };
