import { defineConfig } from '@playwright/test';
import type { Serving } from './support/fixtures';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

export default defineConfig<{ serving: Serving }>({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: process.env.E2E_OUT ?? '../.e2e-artifacts/results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['./support/summary-reporter.ts']]
    : [['list'], ['./support/summary-reporter.ts']],
  projects: [
    // Served as `npm start` serves it (the dev server's own serving, with the same headers).
    { name: 'app', testIgnore: /security\.spec\.ts/ },
    // Served as production serves it: nginx with the project's configuration, /api proxied. The
    // main journeys run here too, and every test here fails on any content-security-policy report.
    {
      name: 'nginx',
      use: { serving: 'nginx' },
      testMatch: [
        /security\.spec\.ts/,
        /catalog-journey\.spec\.ts/,
        /orders-place\.spec\.ts/,
        /payments-journey\.spec\.ts/,
        /account-login\.spec\.ts/,
        /account-contract\.spec\.ts/,
      ],
    },
  ],
  use: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
