import { afterFirstPage } from '@rental/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { untilLoaded } from './until-loaded';

const DiagnosticsRoot = lazy(() =>
  untilLoaded(() => import('./diagnostics-root')).then((m) => ({ default: m.DiagnosticsRoot })),
);

/** Longest a tester waits for the corner taps to work when the first page never shows (a remote that will not load). */
const AT_THE_LATEST_MS = 4_000;

/**
 * Testers' diagnostics (the corner taps, `?debug=1`, the pinned-version badge) and the remotes'
 * health report arrive once the first page is up, or a few seconds in if it never comes: renters'
 * first screen carries none of it.
 */
export function DiagnosticsLater() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => {
      setReady(true);
      void untilLoaded(() => import('./health-report')).then((m) => m.startHealthReport());
    };
    afterFirstPage(show);
    const timer = setTimeout(show, AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <DiagnosticsRoot />
    </Suspense>
  ) : null;
}
