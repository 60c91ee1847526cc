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

type AxeGlobal = {
  axe?: { run(context: Document | { include: string[] }, options: RunOptions): Promise<AxeResults> };
};

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

async function injectAxe(page: Page): Promise<void> {
  // Evaluated by the test driver, not added as a <script>: the app's CSP rightly refuses inline
  // scripts, and the csp fixture would report it.
  if (!(await page.evaluate(() => Boolean((window as AxeGlobal).axe))))
    await page.evaluate((axeSource ??= readFileSync(AXE_FILE, 'utf8')));
}

function violationLines(results: AxeResults): string[] {
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

// WCAG 1.3.4's rule reads the style sheets' text, which axe would download again for every check.
// The sheets only add up as pages load, so that rule is checked on its own once the pages it is
// about have been shown (checkStyleSheets); the screen checks leave out the download. (axe counts
// the rule as experimental, so its WCAG tags alone would never run it.)
const SHEETS_RULE = 'css-orientation-lock';

/**
 * axe-core's WCAG A/AA violations on the page as it is now: one line per rule and reason, with how
 * many elements fail it that way and the first of them (24 goods cards with one tag colour are one line).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const results = await page.evaluate(
    (tags) =>
      (window as AxeGlobal).axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        preload: false,
        resultTypes: ['violations'],
      }),
    WCAG_AA_TAGS,
  );
  return violationLines(results);
}

/** The style sheets the page has loaded so far never lock the screen's orientation (WCAG 1.3.4). */
export async function checkStyleSheets(page: Page, where: string): Promise<void> {
  await injectAxe(page);
  const results = await page.evaluate(
    (rule) => (window as AxeGlobal).axe!.run(document, { runOnly: { type: 'rule', values: [rule] } }),
    SHEETS_RULE,
  );
  const found = violationLines(results);
  expect.soft(found, `${where}:\n${found.join('\n')}`).toEqual([]);
  // A rule that could not read the sheets is no pass.
  expect
    .soft(
      results.incomplete.map((r) => r.id),
      `${where}: style sheets unread`,
    )
    .toEqual([]);
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

type ToastWatch = { __toastCheck?: Promise<AxeResults> };

/**
 * Checks the next toast on its own, fully shown. A toast comes and goes by itself within 1.5 s (3 s
 * for an error; sooner when another replaces it), and a check started from the test on a loaded
 * machine meets it half-faded or gone. So the page watches for it before the step that shows it: a style
 * sheet (made in the page's script, which its content security policy allows) holds toasts at full
 * opacity, and the check runs in the page the moment one is added. Call it before that step; await
 * what it returns after. The screen behind the toast is checked on its own.
 */
export async function watchNextToast(page: Page, where: string): Promise<() => Promise<void>> {
  await injectAxe(page);
  await page.evaluate((tags) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.adm-toast-mask { opacity: 1 !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const win = window as unknown as ToastWatch & AxeGlobal;
    win.__toastCheck = new Promise((resolve, reject) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.adm-toast-mask .adm-toast-main')) return;
        observer.disconnect();
        win
          .axe!.run(
            { include: ['.adm-toast-mask'] },
            { runOnly: { type: 'tag', values: tags }, preload: false, resultTypes: ['violations'] },
          )
          .then(resolve, reject)
          .finally(() => {
            document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
          });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, WCAG_AA_TAGS);
  return async () => {
    const results = await page.evaluate(() => (window as unknown as ToastWatch).__toastCheck!);
    const found = violationLines(results);
    expect.soft(found, `${where}:\n${found.join('\n')}`).toEqual([]);
  };
}
