import { useTranslation } from 'react-i18next';
import { describeOverride } from './describe-override';
import { useOverrides } from './use-overrides';

/** While a tester has pinned a version, the screen says so; a tap opens diagnostics. */
export function OverrideBadge({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('shell');
  const overrides = useOverrides();
  const pins = Object.entries(overrides).map(([remote, o]) => `${remote}@${describeOverride(o)}`);
  if (pins.length === 0) return null;
  return (
    <button type="button" role="status" className="shell-override-badge" style={badgeStyle} onClick={onOpen}>
      {t('diagnostics.badge', { list: pins.join(', ') })}
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
