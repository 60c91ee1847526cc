/** Pointers (finger, mouse button, pen) pressed on the page now. */
const pressed = new Set<number>();
const waiting: (() => void)[] = [];
let listening = false;

function release(event: Event): void {
  pressed.delete((event as PointerEvent).pointerId);
  // After the press's own click (dispatched with its release), not before it.
  if (pressed.size === 0) setTimeout(runWaiting, 0);
}

function runWaiting(): void {
  while (pressed.size === 0 && waiting.length > 0) waiting.shift()?.();
}

/** Starts following presses; until then none is known of. */
export function followPresses(): void {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true };
  window.addEventListener(
    'pointerdown',
    (event) => {
      // A first pointer means none other is down: a release the page never heard (a finger lifted
      // outside it) leaves nothing waiting for good.
      if (event.isPrimary) pressed.clear();
      pressed.add(event.pointerId);
    },
    options,
  );
  window.addEventListener('pointerup', release, options);
  window.addEventListener('pointercancel', release, options);
}

/**
 * Runs `fn` when nothing is pressed: at once, or after the press that is on. What moves or
 * replaces part of the page must wait for it: the browser drops the click of a press whose element
 * leaves the page before it is released, even to come straight back.
 */
export function betweenPresses(fn: () => void): void {
  if (pressed.size === 0) fn();
  else waiting.push(fn);
}
