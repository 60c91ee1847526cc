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
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);
  return children;
}
