import { i18n, LANGUAGES } from '@rental/shared';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { previewResources } from '../locales/preview-resources';
import { describeOverride } from './describe-override';
import { diagnostics } from './diagnostics-state';
import { previewState } from './preview';
import { useOverrides } from './use-overrides';

for (const lng of LANGUAGES) i18n.addResourceBundle(lng, 'preview', previewResources[lng], true, true);

type T = TFunction<['shell', 'preview']>;

/** Whether this page load failed to fetch a pinned version (gone from the site since it was pinned). */
const failed = (remote: string, version: string) =>
  diagnostics
    .snapshot()
    .get(remote)
    ?.errors.some((e) => e.version === version) ?? false;

const pinLabel = (t: T, remote: string, version: string, missing = failed(remote, version)) =>
  missing ? t('preview:missing', { pin: `${remote}@${version}` }) : `${remote}@${version}`;

/** What a `?preview=` link did, in words: its versions (missing ones said so), or that live is served. */
export function describePreview(t: T): string | null {
  const preview = previewState();
  if (!preview) return null;
  if (preview.status === 'ignored') return t('preview:ignored', { name: preview.name });
  const list = [
    ...Object.entries(preview.pins).map(([remote, o]) => pinLabel(t, remote, describeOverride(o))),
    ...preview.missing.map((pin) => t('preview:missing', { pin })),
  ];
  return t('preview:badge', { name: preview.name, list: list.join(', ') });
}

/** While a tester has pinned a version or opened a preview link, the screen says so; a tap opens diagnostics. */
export function OverrideBadge({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation(['shell', 'preview']);
  useSyncExternalStore(diagnostics.subscribe, diagnostics.revision);
  const overrides = useOverrides();
  const pins = Object.entries(overrides).map(([remote, o]) => pinLabel(t, remote, describeOverride(o)));
  const lines = [pins.length ? t('diagnostics.badge', { list: pins.join(', ') }) : null, describePreview(t)];
  const text = lines.filter(Boolean).join(' · ');
  if (!text) return null;
  return (
    <button type="button" role="status" className="shell-override-badge" style={badgeStyle} onClick={onOpen}>
      {text}
    </button>
  );
}

const badgeStyle = {
  position: 'fixed',
  left: 8,
  bottom: 'calc(58px + env(safe-area-inset-bottom))',
  zIndex: 1100,
  maxWidth: 'calc(100% - 16px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: '4px 10px',
  border: 0,
  borderRadius: 12,
  background: 'rgba(20, 20, 20, 0.82)',
  color: '#fff',
  fontSize: 12,
  lineHeight: '18px',
} as const;
