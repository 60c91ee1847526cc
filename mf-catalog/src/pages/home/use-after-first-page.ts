import { afterFirstPage } from '@rental/shared';
import { useEffect, useState } from 'react';

let passed = false;

/**
 * Whether the first page has shown and the browser has been idle since: the moment for code the
 * first screen can do without (a carousel's swiping, pull to refresh, and the animation library
 * under them). True at once on every page drawn after that.
 */
export function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(passed);
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    afterFirstPage(() => {
      passed = true;
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
