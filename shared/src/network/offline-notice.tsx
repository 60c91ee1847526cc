import { useTranslation } from 'react-i18next';
import { useOnline } from './connectivity';

/** Said once while the connection is gone: a bar at the top, not a toast per failed call. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="rental-offline-notice" style={barStyle}>
      {t('network.offline')}
    </div>
  );
}

const barStyle = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1100,
  padding: '8px 16px',
  background: '#3a3a3c',
  color: '#fff',
  fontSize: 13,
  lineHeight: 1.4,
  textAlign: 'center',
} as const;
