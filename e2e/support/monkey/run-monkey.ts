import type { BrowserContext, Page } from '@playwright/test';
import type { Control, FaultType } from '../control';
import { FAULT_PATHS, ROUTES, TYPED, translationKeys } from './inputs';
import { fieldTargets, readScreen, tapTargets } from './probe';
import { failShareOfRequests } from './network-faults';
import { Random } from './random';
import { tabsDisagreeing } from './tabs-probe';

export interface Finding {
  step: number;
  action: string;
  route: string;
  problem: string;
}

export interface MonkeyOptions {
  steps: number;
  seed: number;
  /** How long a loading indicator (or a blank screen) may stay in view before it counts as stuck. */
  stuckMs?: number;
  /** How long a step may leave no text on screen (a page loading) before it counts as a white screen. */
  whiteMs?: number;
  /** Share of API calls and remote files failing besides the fault steps (see `failShareOfRequests`). */
  faultRate?: number;
}

const ACTIONS = { navigate: 18, tap: 40, type: 14, back: 9, pull: 5, reload: 4, offline: 3, fault: 7 } as const;
type Action = keyof typeof ACTIONS;
const FAULTS: readonly FaultType[] = ['http500', 'drop', 'biz', 'empty', 'html', 'notFound', 'delay'];
const KEY_TOKEN = /[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+/g;

/**
 * Drives the app at random (seeded) — navigation, taps, typing hostile strings, back, pull-down,
 * reload, a moment offline — while a share of API calls and remote loads fail, and checks after
 * every step what a renter must never see.
 */
export async function runMonkey(
  page: Page,
  context: BrowserContext,
  control: Control,
  { steps, seed, stuckMs = 15_000, whiteMs = 3000, faultRate = 0 }: MonkeyOptions,
): Promise<Finding[]> {
  const random = new Random(seed);
  await failShareOfRequests(page, faultRate, seed);
  const keys = translationKeys();
  const findings: Finding[] = [];
  const seen = new Set<string>();
  let step = 0;
  let action = 'start';
  const found = (problem: string) => {
    const route = decodeURIComponent(new URL(page.url()).hash);
    const key = `${problem}|${route.split('?')[0]}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ step, action, route, problem });
    // As it happens: a long run's findings are worth reading before it ends.
    console.log(`monkey: finding at step ${step} [${action}] ${route}: ${problem}`);
  };
  // Where a renter re-enters the app after backing out of it (the wallet closes the web view then).
  const entry = new URL('/h5/#/', page.url()).href;
  const inApp = () => page.url().includes('/h5/');
  page.on('pageerror', (error) => {
    if (inApp()) found(`unhandled error: ${error.message.slice(0, 200)}`);
  });
  page.on('dialog', (dialog) => {
    found(`dialog opened by content: ${dialog.type()} "${dialog.message().slice(0, 80)}"`);
    void dialog.dismiss().catch(() => undefined);
  });
  context.on('page', (popup) => {
    found(`window opened by content: ${popup.url()}`);
    void popup.close().catch(() => undefined);
  });

  const act: Record<Action, () => Promise<string>> = {
    navigate: async () => {
      const route = random.pick(ROUTES);
      await page.evaluate((hash) => (window.location.hash = `#/${hash}`), route);
      return `navigate ${route}`;
    },
    tap: async () => {
      const targets = await tapTargets(page);
      if (targets.length === 0) return 'tap (nothing to tap)';
      const target = random.pick(targets);
      await page.touchscreen.tap(target.x, target.y);
      return `tap "${target.label}"`;
    },
    type: async () => {
      const fields = await fieldTargets(page);
      if (fields.length === 0) return 'type (no field)';
      const field = random.pick(fields);
      const text = random.pick(TYPED);
      await page.touchscreen.tap(field.x, field.y);
      await page.keyboard.insertText(text);
      if (random.chance(0.3)) await page.keyboard.press('Enter');
      return `type ${JSON.stringify(text.slice(0, 20))} into ${field.label}`;
    },
    back: async () => {
      await page.goBack({ timeout: 3000 }).catch(() => undefined);
      if (inApp()) return 'back';
      // Back from the app's first page leaves it, as it should; the renter opens it again.
      await page.goto(entry, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
      return 'back out of the app, then open it again';
    },
    pull: async () => {
      await page.mouse.move(187, 140);
      await page.mouse.down();
      await page.mouse.move(187, 420, { steps: 8 });
      await page.mouse.up();
      return 'pull down';
    },
    reload: async () => {
      await page.reload({ waitUntil: 'domcontentloaded' }).catch(() => undefined);
      return 'reload';
    },
    offline: async () => {
      await context.setOffline(true);
      await page.waitForTimeout(800);
      await context.setOffline(false);
      return 'offline for a moment';
    },
    fault: async () => {
      const path = random.pick(FAULT_PATHS);
      const type = random.pick(FAULTS);
      const times = 1 + random.int(3);
      await control.fault({
        path,
        type,
        times,
        delayMs: 300 + random.int(2500),
        msg: random.chance(0.2) ? 'java.lang.NullPointerException\n\tat x.y(Z.java:1)' : undefined,
      });
      return `fault ${type} ×${times} on ${path}`;
    },
  };

  /** Waits for text on screen (a moment of blank while a page loads is fine; staying blank is not). */
  const settle = async () => {
    const started = Date.now();
    let screen = await readScreen(page);
    while (screen.text === '' && Date.now() - started < whiteMs) {
      await page.waitForTimeout(100);
      screen = await readScreen(page);
    }
    if (screen.text === '') found('white screen');
    const blankSince = Date.now();
    while (screen.blank && Date.now() - blankSince < stuckMs) {
      await page.waitForTimeout(250);
      screen = await readScreen(page);
    }
    if (screen.blank) found(`blank screen (no bar, words or retry) over ${stuckMs / 1000} s`);
    const spinning = Date.now();
    while (screen.spinner && Date.now() - spinning < stuckMs) {
      await page.waitForTimeout(250);
      screen = await readScreen(page);
    }
    if (screen.spinner) found(`a loading indicator stayed over ${stuckMs / 1000} s`);
    // The line under a tab slides there: a disagreement must outlast the slide to count.
    if ((await tabsDisagreeing(page)).length > 0) {
      await page.waitForTimeout(1000);
      for (const tabs of await tabsDisagreeing(page)) found(`tabs disagree: ${tabs}`);
    }
    for (const token of screen.text.match(KEY_TOKEN) ?? [])
      if (keys.has(token)) found(`raw translation key "${token}"`);
  };

  for (step = 1; step <= steps; step += 1) {
    if (step % 40 === 0) await control.clearFaults();
    try {
      action = await act[random.weighted(ACTIONS)]();
    } catch (error) {
      action = `action failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    await page.waitForTimeout(150 + random.int(200));
    if (!inApp()) {
      found(`left the app for ${page.url()}`);
      await page.goto(entry, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    }
    await settle();
  }
  await control.clearFaults();
  return findings;
}
