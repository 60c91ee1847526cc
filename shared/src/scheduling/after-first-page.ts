let shown = false;
const waiting: (() => void)[] = [];

/** Past the first page's own images and calls (a couple of seconds), when the page is idle. */
function whenIdle(fn: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 5000 }) : fn();
  setTimeout(idle, 2000);
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Each page calls this once it has rendered; the first call lets the waiting work start. */
export function pageShown(): void {
  if (shown) return;
  shown = true;
  whenIdle(() => waiting.splice(0).forEach((fn) => fn()));
}

/**
 * Work for later (fetching the other tabs' pages, so a tab switch finds them loaded): once the first
 * page has shown and the page is idle; never on a connection that asks to save data.
 */
export function afterFirstPage(fn: () => void): void {
  if (savesData()) return;
  if (shown) whenIdle(fn);
  else waiting.push(fn);
}
