import { Button, Input, List, Selector } from 'antd-mobile';
import type { RemoteRecord } from '@rental/platform/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bucketFor } from './device';
import { describeOverride } from './describe-override';
import type { RemoteDiagnostics } from './diagnostics-state';
import { setOverride } from './overrides';
import { useOverrides } from './use-overrides';

interface Props {
  name: string;
  record: RemoteRecord;
  seen: RemoteDiagnostics | undefined;
}

const time = (at: number) => new Date(at).toLocaleTimeString();

/** One remote: what the registry offers, what this device chose and loaded, and a pin. */
export function RemoteSection({ name, record, seen }: Props) {
  const { t } = useTranslation('shell');
  const overrides = useOverrides();
  const pinned = overrides[name];
  const [url, setUrl] = useState('');
  const [urlRefused, setUrlRefused] = useState(false);
  const canary = record.canary;
  const inCanary = canary ? bucketFor(name)(canary.version) < canary.percent : false;
  const versions = [
    ...new Set(
      [
        record.live,
        canary?.version,
        ...record.history.map((h) => h.version),
        ...record.uploads.map((u) => u.version),
      ].filter((v): v is string => !!v),
    ),
  ];
  const loaded = seen?.loaded;
  const pinUrl = () => {
    const ok = setOverride(name, { url: url.trim() });
    setUrlRefused(!ok);
    if (ok) setUrl('');
  };
  return (
    <List header={name} mode="card">
      <List.Item extra={record.live ?? t('diagnostics.none')}>{t('diagnostics.live')}</List.Item>
      <List.Item
        extra={
          canary
            ? t(inCanary ? 'diagnostics.canaryIn' : 'diagnostics.canaryOut', {
                version: canary.version,
                percent: canary.percent,
              })
            : t('diagnostics.none')
        }
      >
        {t('diagnostics.canary')}
      </List.Item>
      <List.Item extra={pinned ? describeOverride(pinned) : t('diagnostics.none')}>{t('diagnostics.pinned')}</List.Item>
      <List.Item
        extra={
          loaded
            ? t('diagnostics.loadedDetail', { ...loaded, reason: t(`diagnostics.reason.${loaded.reason}`) })
            : t('diagnostics.notLoaded')
        }
      >
        {t('diagnostics.loaded')}
      </List.Item>
      {seen?.errors.map((e) => (
        <List.Item key={`e${e.at}${e.version}`} description={e.message}>
          {t('diagnostics.errorAt', { version: e.version, time: time(e.at) })}
        </List.Item>
      ))}
      {seen?.fallbacks.map((f) => (
        <List.Item key={`f${f.at}`}>{t('diagnostics.fallbackDetail', { from: f.from.join(', '), to: f.to })}</List.Item>
      ))}
      <List.Item title={t('diagnostics.pin')}>
        <Selector
          aria-label={t('diagnostics.pin')}
          columns={1}
          options={versions.map((v) => ({ label: v, value: v }))}
          value={pinned && 'version' in pinned ? [pinned.version] : []}
          onChange={([version]) => void setOverride(name, version ? { version } : null)}
        />
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Input
            style={{ flex: 1, minWidth: 0 }}
            aria-label={t('diagnostics.pinUrl')}
            placeholder={t('diagnostics.pinUrlPlaceholder')}
            value={url}
            onChange={(v) => {
              setUrl(v);
              setUrlRefused(false);
            }}
          />
          <Button size="small" disabled={!url.trim()} onClick={pinUrl} style={{ flex: 'none' }}>
            {t('diagnostics.pinApply')}
          </Button>
        </div>
        {urlRefused && (
          <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 12, marginTop: 4 }}>
            {t('diagnostics.pinUrlRefused')}
          </div>
        )}
        {pinned && (
          <Button size="small" fill="none" color="primary" onClick={() => void setOverride(name, null)}>
            {t('diagnostics.unpin')}
          </Button>
        )}
      </List.Item>
    </List>
  );
}
