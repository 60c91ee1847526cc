import { DiagnosticsPanel } from './diagnostics-panel';
import { OverrideBadge } from './override-badge';
import { useDiagnosticsTrigger } from './use-diagnostics-trigger';

export function DiagnosticsRoot() {
  const [open, setOpen] = useDiagnosticsTrigger();
  return (
    <>
      <OverrideBadge onOpen={() => setOpen(true)} />
      <DiagnosticsPanel visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
