import { currentLanguage } from '@rental/shared';
import { routeOfHash } from '../routing/normalize-path';
import { tabFor } from '../routing/tab-routes';

let hydrating = false;

/**
 * Whether the page's HTML drew this very screen (scripts/webpack/prerender-frame.cjs): home, in the
 * language the app has chosen. Then the app takes that markup over; otherwise it draws its own.
 */
export function frameFits(root: HTMLElement, hash: string = window.location.hash): boolean {
  return (
    root.dataset.frame === 'home' &&
    root.dataset.frameLanguage === currentLanguage() &&
    tabFor(routeOfHash(hash))?.key === 'home'
  );
}

/**
 * While the app's first render takes the frame over, it draws what the frame drew (home's skeleton),
 * even when home's page has already come: the page follows in the next render instead of the whole
 * screen being drawn anew.
 */
export const isHydrating = (): boolean => hydrating;

export function setHydrating(on: boolean): void {
  hydrating = on;
}
