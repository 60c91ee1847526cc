import { useEffect, useState } from 'react';

const TAPS = 5;
const WINDOW_MS = 3000;
const CORNER_PX = 64;

const asksForDebug = () => {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  return [window.location.search, hashQuery].some((q) => new URLSearchParams(q).get('debug') === '1');
};

/**
 * The wallet's web-view has no devtools, so a tester opens diagnostics with `?debug=1` on the link
 * or by tapping the top-right corner five times within three seconds.
 */
export function useDiagnosticsTrigger(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(asksForDebug);
  useEffect(() => {
    let taps: number[] = [];
    const onTap = (event: PointerEvent) => {
      if (event.clientX < window.innerWidth - CORNER_PX || event.clientY > CORNER_PX) return;
      const now = Date.now();
      taps = [...taps.filter((t) => now - t < WINDOW_MS), now];
      if (taps.length >= TAPS) {
        taps = [];
        setOpen(true);
      }
    };
    const onHash = () => {
      if (asksForDebug()) setOpen(true);
    };
    window.addEventListener('pointerdown', onTap, { capture: true, passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('pointerdown', onTap, { capture: true });
      window.removeEventListener('hashchange', onHash);
    };
  }, []);
  return [open, setOpen];
}
