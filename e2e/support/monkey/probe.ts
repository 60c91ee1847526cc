import type { Page } from '@playwright/test';

export interface Screen {
  text: string;
  /** A loading indicator or placeholder inside the viewport. */
  spinner: boolean;
  /** Nothing a renter could read or use in view: no nav bar, tab bar, words, button or picture. */
  blank: boolean;
}

/** What the renter sees now: the page's text, and whether something in view is still loading. */
export function readScreen(page: Page): Promise<Screen> {
  return page.evaluate(() => {
    const selectors = [
      '.adm-spin-loading',
      '.adm-dot-loading',
      '.adm-skeleton',
      '.rental-delayed-loading',
      '.ord-price__skeleton',
      '[aria-busy="true"]',
    ].join(',');
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        r.bottom > 0 &&
        r.right > 0 &&
        r.top < innerHeight &&
        r.left < innerWidth &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0'
      );
    };
    // Screen-reader-only words (clipped to a pixel) and an empty live region are nothing to a renter.
    const seen = (r: DOMRect) =>
      r.width > 2 && r.height > 2 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    const visibleWords = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || !inView(node.parentElement)) continue;
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(seen)) return true;
      }
      return false;
    };
    const spinner = [...document.querySelectorAll(selectors)].some(inView);
    const controls = '.adm-nav-bar, .adm-tab-bar, button, [role="button"], img, svg, canvas, input, textarea';
    const blank =
      !spinner &&
      ![...document.querySelectorAll(controls)].some((el) => inView(el) && seen(el.getBoundingClientRect())) &&
      !visibleWords();
    return { text: document.body.innerText.trim(), spinner, blank };
  });
}

export interface Target {
  x: number;
  y: number;
  label: string;
}

/** Everything a thumb could tap in view: buttons, links, tabs, list rows, checkboxes, chips. */
export function tapTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = [
      'button:not([disabled])',
      'a[href]:not([href^="tel:"]):not([href^="mailto:"]):not([target="_blank"])',
      '[role="button"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '.adm-list-item-content',
      '.adm-tab-bar-item',
      '.adm-side-bar-item',
      '.adm-selector-item',
      '.adm-swiper-item',
    ].join(',');
    return [...document.querySelectorAll(selector)].flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4 || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth)
        return [];
      const x = Math.min(innerWidth - 2, Math.max(2, r.left + r.width / 2));
      const y = Math.min(innerHeight - 2, Math.max(2, r.top + r.height / 2));
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit) || hit.contains(el))) return [];
      return [{ x, y, label: (el.textContent ?? el.getAttribute('aria-label') ?? el.tagName).trim().slice(0, 30) }];
    });
  });
}

/** Text fields in view that take typing. */
export function fieldTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('input:not([type="file"]):not([type="checkbox"]):not([type="radio"]), textarea')]
      .filter((el) => !(el as HTMLInputElement).disabled && !(el as HTMLInputElement).readOnly)
      .flatMap((el) => {
        const r = el.getBoundingClientRect();
        if (r.width < 4 || r.height < 4 || r.bottom < 0 || r.top > innerHeight) return [];
        return [
          { x: r.left + r.width / 2, y: r.top + r.height / 2, label: el.getAttribute('aria-label') ?? el.tagName },
        ];
      }),
  );
}
