import type { Page } from '@playwright/test';

/**
 * Every control on screen smaller than `min` × `min` px, as "name (width×height)". A link inside
 * a sentence is left out (WCAG 2.5.5 excepts it); a form field is measured by the box drawn around
 * it, and a checkbox or radio by its label, since that is what a finger hits.
 */
export function smallTouchTargets(page: Page, min = 48): Promise<string[]> {
  return page.evaluate((min) => {
    const controls =
      'button, a[href], select, textarea, input:not([type="hidden"]), [role="button"], [role="switch"], [role="tab"], [role="checkbox"], [role="radio"], [role="option"], [role="link"]';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (el.closest('[aria-hidden="true"], .rental-sr-only')) continue;
      const target =
        (el.matches('input, textarea') &&
          el.closest<HTMLElement>('label, .adm-input, .adm-text-area, .adm-list-item')) ||
        el;
      const style = getComputedStyle(target);
      if (style.display === 'inline' || style.visibility === 'hidden') continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Half a pixel of rounding is not a miss.
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.className).trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} "${name}" (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  }, min);
}
