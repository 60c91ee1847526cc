import { DelayedLoading, ErrorBoundary, type PageQuery, useLocation } from '@rental/shared';
import { Suspense, use, useCallback, useMemo, useState } from 'react';
import { PageFrame } from '../layout/page-frame';
import { PAGE_LOAD_TIMEOUT_MS, RouteNotFoundError, withTimeout } from '../remotes/load-errors';
import { normalizePath } from './normalize-path';
import { LoadFailure, useFailureTitle } from './load-failure';
import { LoadedPage } from './loaded-page';
import { usePageResolver } from './page-resolver';
import type { ResolvedPage } from './resolve-page';
import { tabFor } from './tab-routes';

interface AwaitProps {
  pending: Promise<ResolvedPage>;
  query: PageQuery;
  isTab: boolean;
  path: string;
  onFallBack: () => void;
}

function AwaitPage({ pending, ...rest }: AwaitProps) {
  return <LoadedPage page={use(pending)} {...rest} />;
}

function FailedPage({ error, isTab, onRetry }: { error: Error; isTab: boolean; onRetry: () => void }) {
  return (
    <PageFrame title={useFailureTitle(error)} showNavBar={!isTab} withTabBar={isTab}>
      <LoadFailure error={error} onRetry={onRetry} />
    </PageFrame>
  );
}

function PageSlot({ path, query }: { path: string; query: PageQuery }) {
  // `fresh`: the renter's retry fetches everything again; a fallback only skips the broken version.
  const [load, setLoad] = useState({ n: 0, fresh: false });
  const isTab = tabFor(path) !== null;
  const resolvePage = usePageResolver();
  // The query of the visit that resolved the page: a later change of query is the page's own business.
  const [firstQuery] = useState(query);
  const pending = useMemo(
    () => withTimeout(resolvePage(path, load.fresh, firstQuery), PAGE_LOAD_TIMEOUT_MS),
    [resolvePage, path, load, firstQuery],
  );
  const fallBack = useCallback(() => setLoad((l) => ({ n: l.n + 1, fresh: false })), []);
  return (
    <ErrorBoundary
      key={load.n}
      instance={`route:${path || '/'}`}
      shouldLog={(error) => !(error instanceof RouteNotFoundError)}
      fallback={(_reset, error) => (
        <FailedPage error={error} isTab={isTab} onRetry={() => setLoad((l) => ({ n: l.n + 1, fresh: true }))} />
      )}
    >
      <Suspense
        fallback={
          <PageFrame title="" showNavBar={!isTab} withTabBar={isTab}>
            <DelayedLoading />
          </PageFrame>
        }
      >
        <AwaitPage pending={pending} query={query} isTab={isTab} path={path} onFallBack={fallBack} />
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
