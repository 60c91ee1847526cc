import { lazy, Suspense } from 'react';
import { previewParam } from '../remotes/registry';
import { untilLoaded } from './until-loaded';
import { useDiagnosticsTrigger } from './use-diagnostics-trigger';
import { useOverrides } from './use-overrides';

// Loaded only when a tester opens it: renters never download it, and while closed nothing of it
// re-renders when the shell records a load.
const DiagnosticsPanel = lazy(() => untilLoaded(() => import('./diagnostics-panel')));
// Loaded only while a tester has pinned a version or opened a preview link: renters never have.
const OverrideBadge = lazy(() =>
  untilLoaded(() => import('./override-badge')).then((m) => ({ default: m.OverrideBadge })),
);

export function DiagnosticsRoot() {
  const [open, setOpen] = useDiagnosticsTrigger();
  const pinned = Object.keys(useOverrides()).length > 0 || previewParam !== undefined;
  return (
    <>
      {/* Hidden while the panel is open, so it never covers the panel's buttons. */}
      {pinned && !open && (
        <Suspense fallback={null}>
          <OverrideBadge onOpen={() => setOpen(true)} />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <DiagnosticsPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
