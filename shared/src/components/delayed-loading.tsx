import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from './loading-dots';

export const PAGE_LOADING_DELAY_MS = 200;

/** A loading indicator that stays invisible for fast loads, so quick pages never flash a spinner. */
export function DelayedLoading({ delay = PAGE_LOADING_DELAY_MS }: { delay?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="rental-delayed-loading" style={loadingStyle}>
      {/* Dots, not a spinner: SpinLoading turns with react-spring, which no first screen downloads. */}
      <LoadingDots style={{ fontSize: '2rem', color: 'var(--adm-color-primary)' }} />
      <span style={{ color: 'var(--adm-color-weak)', fontSize: '0.875rem' }}>{t('state.loading')}</span>
    </div>
  );
}

const loadingStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: '30vh 0',
} as const;
