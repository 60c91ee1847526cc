import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** However long a page shown again takes to reach its height, the place is sought no longer. */
const SEEK_MS = 3_000;
/** What a renter does that makes the page's place theirs again. */
const ACTS = ['pointerdown', 'keydown', 'click', 'wheel', 'touchstart'] as const;

/**
 * A page's own place in the window's scroll: a new page opens at its top, and a kept page shown
 * again opens where the renter left it. Layout effects run as the page is shown and stop as it is
 * hidden (React's Activity), so the scrolling of whichever page is on screen is all it records.
 */
export function KeepScroll({ children }: { children: ReactNode }) {
  const y = useRef(0);
  useLayoutEffect(() => {
    const place = y.current;
    window.scrollTo(0, place);
    // A page shown again may not have its height yet (a section still drawing): the window cannot
    // scroll that far, and its scroll event would record the shorter place as the renter's. So the
    // place is sought again as the page grows, and nothing is recorded, until it is reached, the
    // renter acts or a few seconds have passed.
    let seeking = window.scrollY < place - 1;
    let observer: ResizeObserver | null = null;
    const stopSeeking = () => {
      seeking = false;
      observer?.disconnect();
      clearTimeout(timer);
    };
    const timer = setTimeout(stopSeeking, SEEK_MS);
    if (seeking && typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(() => {
        window.scrollTo(0, place);
        if (window.scrollY >= place - 1) stopSeeking();
      });
      observer.observe(document.documentElement);
    }
    if (!seeking) stopSeeking();
    const record = () => {
      if (!seeking) y.current = window.scrollY;
    };
    // A scroll is reported on the next frame: a tap may come first (the page just moved as a picture
    // above came in), so the place is also read as the renter acts, before the tap's page opens.
    const act = () => {
      stopSeeking();
      record();
    };
    window.addEventListener('scroll', record, { passive: true });
    for (const type of ACTS) window.addEventListener(type, act, { capture: true, passive: true });
    return () => {
      stopSeeking();
      window.removeEventListener('scroll', record);
      for (const type of ACTS) window.removeEventListener(type, act, { capture: true });
    };
  }, []);
  return children;
}
