import { Button, List, Popup } from 'antd-mobile';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedRegistry } from '../remotes/registry';
import { deviceId } from './device';
import { diagnostics } from './diagnostics-state';
import { describePreview } from './override-badge';
import { clearOverrides } from './overrides';
import { RemoteSection } from './remote-section';
import { sharedProviders } from './shared-providers';

/** What import-map-overrides and the federation devtools show, inside a web-view without devtools. */
export default function DiagnosticsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { t: tp } = useTranslation(['shell', 'preview']);
  useSyncExternalStore(diagnostics.subscribe, diagnostics.revision);
  const registry = loadedRegistry();
  const seen = diagnostics.snapshot();
  const preview = describePreview(tp);
  return (
    <Popup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose
      bodyStyle={{ maxHeight: '88vh', overflowY: 'auto', background: 'var(--adm-color-box)' }}
    >
      <div role="dialog" aria-label={t('diagnostics.title')} className="shell-diagnostics">
        <div style={headerStyle}>
          <h2 style={{ margin: 0, fontSize: 17 }}>{t('diagnostics.title')}</h2>
          <Button size="small" onClick={onClose}>
            {t('common:action.close')}
          </Button>
        </div>
        <List header={t('diagnostics.shell')} mode="card">
          <List.Item extra={__APP_VERSION__}>{t('diagnostics.version')}</List.Item>
          <List.Item extra={deviceId().slice(0, 8)}>{t('diagnostics.device')}</List.Item>
          {preview && <List.Item>{preview}</List.Item>}
        </List>
        {registry ? (
          Object.entries(registry.remotes).map(([name, record]) => (
            <RemoteSection key={name} name={name} record={record} seen={seen.get(name)} />
          ))
        ) : (
          <List mode="card">
            <List.Item>{t('diagnostics.registryMissing')}</List.Item>
          </List>
        )}
        <List header={t('diagnostics.shared')} mode="card">
          {sharedProviders().map((s) => (
            <List.Item
              key={`${s.name}@${s.version}`}
              extra={t('diagnostics.sharedDetail', { version: s.version, from: s.providedBy })}
              description={t('diagnostics.usedBy', { apps: s.usedBy.join(', ') })}
            >
              {s.name}
            </List.Item>
          ))}
        </List>
        <div style={{ display: 'flex', gap: 12, padding: '8px 12px 24px' }}>
          <Button block onClick={clearOverrides}>
            {t('diagnostics.clearAll')}
          </Button>
          <Button block color="primary" onClick={() => window.location.reload()}>
            {t('diagnostics.reload')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

const headerStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '12px 12px 0',
} as const;
