import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A page's own place in the window's scroll: a new page opens at its top, and a kept page shown
 * again opens where the renter left it. Layout effects run as the page is shown and stop as it is
 * hidden (React's Activity), so the scrolling of whichever page is on screen is all it records.
 */
export function KeepScroll({ children }: { children: ReactNode }) {
  const y = useRef(0);
  useLayoutEffect(() => {
    window.scrollTo(0, y.current);
    const record = () => {
      y.current = window.scrollY;
    };
    // A scroll is reported on the next frame: a tap may come first (the page just moved as a picture
    // above came in), so the place is also read as the renter acts, before the tap's page opens.
    const acts = ['pointerdown', 'keydown', 'click'] as const;
    window.addEventListener('scroll', record, { passive: true });
    for (const type of acts) window.addEventListener(type, record, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      for (const type of acts) window.removeEventListener(type, record, { capture: true });
    };
  }, []);
  return children;
}
