import { Button } from 'antd-mobile';
import { ErrorState, i18n, LANGUAGES, useNavigate } from '@rental/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../layout/page-frame';
import { pausedResources } from '../locales/paused-resources';
import { tabFor } from './tab-routes';

for (const lng of LANGUAGES) i18n.addResourceBundle(lng, 'paused', pausedResources[lng], true, true);

const noticeStyle = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 320,
  margin: 0,
  padding: '12px 16px',
  borderRadius: 8,
  background: 'var(--adm-color-background, #fff)',
  color: 'var(--adm-color-text, #333)',
  fontSize: 15,
  textAlign: 'start',
  overflowWrap: 'anywhere',
} as const;
const fromStyle = {
  display: 'block',
  marginBottom: 4,
  fontSize: 13,
  color: 'var(--adm-color-text-secondary, #666)',
} as const;

export interface NoticeProps {
  path: string;
  /** The team's words, drawn as text: whatever they hold never becomes markup. */
  notice: string | null;
  /** Not switched off: this page runs a withdrawn version of the route's remote, so it loads again. */
  update?: true;
}

/** Long enough to read "updating" before the page goes blank for its reload. */
export const UPDATE_NOTICE_MS = 1_200;

/** The route stays in the address, so the app comes back on it with the version now offered. */
function Updating() {
  const { t } = useTranslation('paused');
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), UPDATE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return <ErrorState status="busy" title={t('updatingTitle')} description={t('updatingText')} fullPage />;
}

/**
 * The shell's own "temporarily unavailable" page for a route its team switched off (`disable`), in
 * the route's frame (the tab bar stays on tab routes). Its code and strings are a chunk of their
 * own, fetched only when a switch shows, and nothing of the remote is needed.
 */
export default function RouteDisabledPage({ path, notice, update }: NoticeProps) {
  const { t } = useTranslation('paused');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const title = t('title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const tab = tabFor(path);
  if (update) return <Updating />;
  return (
    <PageFrame title={title} showNavBar={!tab} withTabBar={!!tab}>
      <ErrorState
        status="busy"
        title={title}
        description={t('text')}
        extra={
          <>
            {notice && (
              <p style={noticeStyle}>
                <span style={fromStyle}>{t('from')}</span>
                <span>{notice}</span>
              </p>
            )}
            {tab?.key !== 'home' && (
              <Button fill="none" color="primary" onClick={() => navigate('/')}>
                {common('action.goHome')}
              </Button>
            )}
          </>
        }
        fullPage
      />
    </PageFrame>
  );
}
