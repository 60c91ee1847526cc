import { DelayedLoading, ErrorBoundary, type PageQuery } from '@rental/shared';
import { Suspense, use, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageFrame } from '../layout/page-frame';
import { PAGE_LOAD_TIMEOUT_MS, RouteNotFoundError, withTimeout } from '../remotes/load-errors';
import { normalizePath } from '../remotes/route-owner';
import { LoadFailure, useFailureTitle } from './load-failure';
import { LoadedPage } from './loaded-page';
import { resolvePage, type ResolvedPage } from './resolve-page';
import { tabFor } from './tab-routes';

function AwaitPage({ pending, query, isTab }: { pending: Promise<ResolvedPage>; query: PageQuery; isTab: boolean }) {
  return <LoadedPage page={use(pending)} query={query} isTab={isTab} />;
}

function FailedPage({ error, isTab, onRetry }: { error: Error; isTab: boolean; onRetry: () => void }) {
  return (
    <PageFrame title={useFailureTitle(error)} showNavBar={!isTab} withTabBar={isTab}>
      <LoadFailure error={error} onRetry={onRetry} />
    </PageFrame>
  );
}

function PageSlot({ path, query }: { path: string; query: PageQuery }) {
  const [attempt, setAttempt] = useState(0);
  const isTab = tabFor(path) !== null;
  // One load per attempt; a retry starts a fresh one that bypasses what the failed one left.
  const pending = useMemo(() => withTimeout(resolvePage(path, attempt > 0), PAGE_LOAD_TIMEOUT_MS), [path, attempt]);
  return (
    <ErrorBoundary
      key={attempt}
      instance={`route:${path || '/'}`}
      shouldLog={(error) => !(error instanceof RouteNotFoundError)}
      fallback={(_reset, error) => <FailedPage error={error} isTab={isTab} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense
        fallback={
          <PageFrame title="" showNavBar={!isTab} withTabBar={isTab}>
            <DelayedLoading />
          </PageFrame>
        }
      >
        <AwaitPage pending={pending} query={query} isTab={isTab} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Every hash path lands here and is handed to the remote that owns it. */
export function RouteHost() {
  const location = useLocation();
  const path = normalizePath(location.pathname);
  const query = useMemo(
    () => Object.freeze(Object.fromEntries(new URLSearchParams(location.search))),
    [location.search],
  );
  return <PageSlot key={path} path={path} query={query} />;
}
