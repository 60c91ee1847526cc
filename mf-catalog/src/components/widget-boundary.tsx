import { ErrorBoundary, SectionError } from '@rental/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A section that crashes while rendering shows its own retry; the rest of the page stays. */
export function WidgetBoundary({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <ErrorBoundary
      instance={`widget:catalog-${name}`}
      fallback={(reset) => <SectionError title={t('section.loadFailed')} onRetry={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
