import type { Page } from '@playwright/test';

/** The root font size, in px: 16 on a 375 px phone at standard size, 20 in large text. */
export function rootFontSize(page: Page): Promise<number> {
  return page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
}

/** Starts the page with Mine's large-text switch on, as a renter who turned it on earlier. */
export async function startInLargeText(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('textSize', JSON.stringify('large')));
}

/**
 * Text the screen cuts: an element that ends in an ellipsis (one line or a line clamp) whose words
 * do not fit, or that hides what overflows it. Listed as "tag.class: its text".
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      const clamps = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (!clamps || el.getClientRects().length === 0 || el.closest('[aria-hidden="true"]')) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        cut.push(`${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').trim().slice(0, 60)}`);
      }
    }
    return cut;
  });
}

/** How far the page is wider than the screen, in px (0: nothing is pushed off to the side). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
