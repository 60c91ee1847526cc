import { DelayedLoading, ErrorState } from '@rental/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeProps } from './route-disabled-page';
import { useRouteNotice } from './route-notices';

/** When the notice's own code cannot arrive (offline): the app's words for a part that is unavailable. */
function WordsOnly({ notice }: NoticeProps) {
  const { t } = useTranslation();
  return <ErrorState status="busy" title={t('page.unavailableTitle')} description={notice ?? undefined} fullPage />;
}

// Asked for when a switch first shows, not on every first screen.
const NoticePage = lazy(() => import('./route-disabled-page').catch(() => ({ default: WordsOnly })));

/**
 * A route its team switched off (`disable`) shows the shell's notice instead of its page, which is
 * never asked for: the notice needs nothing of the remote, so it shows while the remote is down too.
 * A route whose remote runs here in a withdrawn version says it is updating and loads the app again.
 */
export function RouteGate({ path, children }: { path: string; children: ReactNode }) {
  const notice = useRouteNotice(path);
  if (!notice) return children;
  return (
    <Suspense fallback={<DelayedLoading />}>
      <NoticePage path={path} notice={notice.message} update={notice.update} />
    </Suspense>
  );
}
