import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import type { Serving } from './support/fixtures';
import { CHROMIUM_ARGS, e2eBrowserPath } from './support/chromium';
import { timeScale } from './support/time-scale';

const scale = timeScale();
/** One journey through each remote, run against nginx. */
const NGINX_JOURNEYS = [
  /home → category → product/,
  /journey A: /,
  /mobile login: a wrong code/,
  /sign: preview → sign page/,
];
// A worker is a browser, the dev API and nginx: about two cores' worth. On a 2-core machine a second
// worker only halves each test's share of the CPU (the same tests took longer with two here).
const workers = Math.max(1, Math.floor(availableParallelism() / 2));

export default defineConfig<{ serving: Serving }>({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: process.env.E2E_OUT ?? '../.e2e-artifacts/results',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * scale,
  expect: { timeout: 10_000 * scale },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  projects: [
    // Served as `npm start` serves it (the dev server's own serving, with the same headers). The
    // journeys that run under nginx below run only there: the same code, served as renters get it.
    { name: 'app', testIgnore: /security\.spec\.ts|delivery-dictionaries\.spec\.ts/, grepInvert: NGINX_JOURNEYS },
    // Served as production serves it: nginx with the project's configuration, /api proxied. One
    // journey through each remote runs here (the rest of their files is the same code served the
    // same bytes), and every test here fails on any content-security-policy report.
    {
      name: 'nginx',
      use: { serving: 'nginx' },
      testMatch: [
        /security\.spec\.ts/,
        /delivery-dictionaries\.spec\.ts/,
        /catalog-journey\.spec\.ts/,
        /payments-journey\.spec\.ts/,
        /account-login\.spec\.ts/,
        /account-contract\.spec\.ts/,
      ],
      grep: [/what nginx sends|only our code runs/, ...NGINX_JOURNEYS],
    },
  ],
  use: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // A trace records every step's page and screen, a cost every test pays; CI pays it only on the
    // retry of a test that failed, which is the run to look at (the summary lists each such test).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: e2eBrowserPath(), args: CHROMIUM_ARGS },
  },
});
