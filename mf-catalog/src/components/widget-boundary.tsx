import { ErrorBoundary } from '@rental/shared';
import type { ReactNode } from 'react';
import { SectionError } from './section-error';

/** A section that crashes while rendering shows its own retry; the rest of the page stays. */
export function WidgetBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary instance={`widget:catalog-${name}`} fallback={(reset) => <SectionError onRetry={reset} />}>
      {children}
    </ErrorBoundary>
  );
}
