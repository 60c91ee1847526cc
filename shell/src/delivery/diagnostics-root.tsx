import { lazy, Suspense } from 'react';
import { OverrideBadge } from './override-badge';
import { useDiagnosticsTrigger } from './use-diagnostics-trigger';

// Loaded only when a tester opens it: renters never download it, and while closed nothing of it
// re-renders when the shell records a load.
const DiagnosticsPanel = lazy(() => import('./diagnostics-panel'));

export function DiagnosticsRoot() {
  const [open, setOpen] = useDiagnosticsTrigger();
  return (
    <>
      <OverrideBadge onOpen={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <DiagnosticsPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
