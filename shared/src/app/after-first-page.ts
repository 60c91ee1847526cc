import { callsInFlight } from '../http/in-flight';
import { pause } from '../http/retry';
import { whenIdle } from './when-idle';

/** However long the first screen's pictures and calls take, later work waits no longer than this. */
export const SETTLE_CAP_MS = 5_000;
/** How often a first screen still loading is looked at again. */
const RECHECK_MS = 100;

let shown = false;
let settled = false;
const waiting: (() => void)[] = [];

/** A picture on screen still loading (one further down, or lazy and out of sight, does not count). */
function pictureInViewLoading(): boolean {
  for (const image of document.images) {
    if (image.complete || !image.isConnected) continue;
    // A picture component hides its `<img>` until it loads and shows a placeholder in its box.
    const drawn = image.offsetParent === null && image.parentElement ? image.parentElement : image;
    const box = drawn.getBoundingClientRect();
    if (box.width > 0 && box.bottom > 0 && box.top < window.innerHeight) return true;
  }
  return false;
}

const firstScreenLoading = () => callsInFlight() > 0 || pictureInViewLoading();

/**
 * The first page's calls are answered and its pictures in view drawn, checked once the main thread
 * is idle (a section rendered late adds pictures; an idle moment comes after its render), or the
 * cap has passed.
 */
async function firstScreenSettled(): Promise<void> {
  const cap = Date.now() + SETTLE_CAP_MS;
  for (;;) {
    const left = cap - Date.now();
    if (left <= 0) return;
    await whenIdle(left);
    if (!firstScreenLoading()) return;
    await pause(RECHECK_MS);
  }
}

/** The shell calls this as each page renders; the first call lets the waiting work start. */
export function pageShown(): void {
  if (shown) return;
  shown = true;
  void firstScreenSettled().then(() => {
    settled = true;
    waiting.splice(0).forEach((fn) => fn());
  });
}

/**
 * Work the first screen must not wait for (code for what comes after it: a carousel's swiping,
 * the other tabs' pages): once the first page is up with its data and the pictures in view, and
 * the page is idle. What it fetches shares one slow link with those pictures, so it waits for them
 * rather than for a fixed time that is too short on a slow link and too long on a fast one.
 */
export function afterFirstPage(fn: () => void): void {
  if (settled) void whenIdle(SETTLE_CAP_MS).then(fn);
  else waiting.push(fn);
}

/** A connection that asks to save data: fetch nothing ahead of the renter. */
export const savesData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
