import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';
import { scaled } from './time-scale';

const AXE_FILE = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');
let axeSource: string | undefined;

/** WCAG 2.0 and 2.1, levels A and AA: the rules the issue holds every screen to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeGlobal = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Waits until the screen has stopped changing: no skeleton or busy region left in sight (a tab page
 * drawn ahead, out of sight, may wait on its effects with one), and 300 ms without a DOM change
 * (popups and their masks animate through style changes; a half-faded popup would be judged at the
 * wrong colours).
 */
export async function settled(page: Page): Promise<void> {
  const busy = page.locator('[aria-busy="true"], .adm-skeleton, .rental-delayed-loading');
  await expect(busy.filter({ visible: true })).toHaveCount(0, { timeout: scaled(15_000) });
  await quiet(page);
}

/** 300 ms without a DOM change (or 5 s at most: a carousel never rests for long). */
export async function quiet(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout>;
        const done = () => {
          observer.disconnect();
          clearTimeout(limit);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 300);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        timer = setTimeout(done, 300);
        const limit = setTimeout(done, 5000);
      }),
  );
}

/**
 * axe-core's WCAG A/AA violations on the page as it is now: one line per rule and reason, with how
 * many elements fail it that way and the first of them (24 goods cards with one tag colour are one line).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test driver, not added as a <script>: the app's CSP rightly refuses inline
  // scripts, and the csp fixture would report it.
  if (!(await page.evaluate(() => Boolean((window as AxeGlobal).axe))))
    await page.evaluate((axeSource ??= readFileSync(AXE_FILE, 'utf8')));
  const results = await page.evaluate(
    (tags) =>
      (window as AxeGlobal).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_AA_TAGS,
  );
  const lines = new Map<string, { count: number; target: string }>();
  for (const rule of results.violations) {
    for (const node of rule.nodes) {
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim() || rule.help;
      const key = `${rule.id} (${rule.impact ?? 'n/a'}): ${why}`;
      const seen = lines.get(key);
      if (seen) seen.count += 1;
      else lines.set(key, { count: 1, target: node.target.join(' ') });
    }
  }
  return [...lines].map(([key, { count, target }]) => `${key}\n    ${count} × e.g. ${target}`);
}

/**
 * Checks the screen once it has settled, and notes every violation without stopping the test, so
 * one run lists every screen that fails. `wait`: `quiet` checks skeletons and loading indicators
 * (it waits only for the DOM to rest), `none` a screen the caller has already waited for.
 */
export async function checkScreen(
  page: Page,
  where: string,
  wait: 'settled' | 'quiet' | 'none' = 'settled',
): Promise<void> {
  if (wait === 'settled') await settled(page);
  if (wait === 'quiet') await quiet(page);
  const found = await axeViolations(page);
  expect.soft(found, `${where}:\n${found.join('\n')}`).toEqual([]);
}
