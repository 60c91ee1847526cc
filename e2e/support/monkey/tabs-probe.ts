import type { Page } from '@playwright/test';

/**
 * antd-mobile draws a tab bar's choice twice: the chosen tab's colour (its `-tab-active` class,
 * from the render) and the line under it (moved by a spring after layout). Each disagreement in
 * view: the coloured tab's words and the underlined one's.
 */
export function tabsDisagreeing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.adm-tabs')].flatMap((tabs) => {
      const box = tabs.getBoundingClientRect();
      if (box.width === 0 || box.bottom < 0 || box.top > innerHeight) return [];
      const active = tabs.querySelector('.adm-tabs-tab-active');
      const line = tabs.querySelector('.adm-tabs-tab-line');
      if (!active || !line) return [];
      const l = line.getBoundingClientRect();
      const centre = l.left + l.width / 2;
      const a = active.getBoundingClientRect();
      if (l.width > 0 && centre >= a.left && centre <= a.right) return [];
      const under = [...tabs.querySelectorAll('.adm-tabs-tab')].find((tab) => {
        const r = tab.getBoundingClientRect();
        return l.width > 0 && centre >= r.left && centre <= r.right;
      });
      return [`"${active.textContent?.trim()}" coloured, "${under?.textContent?.trim() ?? 'no tab'}" underlined`];
    }),
  );
}
