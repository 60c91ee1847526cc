let shown = false;
const waiting: (() => void)[] = [];

/** Past the first page's own images and calls (a couple of seconds), when the page is idle. */
function whenIdle(fn: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 5000 }) : fn();
  setTimeout(idle, 2000);
}

/** The shell calls this as each page renders; the first call lets the waiting work start. */
export function pageShown(): void {
  if (shown) return;
  shown = true;
  whenIdle(() => waiting.splice(0).forEach((fn) => fn()));
}

/**
 * Work the first screen must not wait for (code for what comes after it: a carousel's swiping,
 * the other tabs' pages): once the first page has shown and the page is idle.
 */
export function afterFirstPage(fn: () => void): void {
  if (shown) whenIdle(fn);
  else waiting.push(fn);
}

/** A connection that asks to save data: fetch nothing ahead of the renter. */
export const savesData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
