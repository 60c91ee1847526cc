import { DelayedLoading, ErrorBoundary, type PageQuery, useLocation } from '@rental/shared';
import { Suspense, use, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { PageFrame } from '../layout/page-frame';
import { RouteNotFoundError } from '../remotes/load-errors';
import { normalizePath } from './normalize-path';
import { LoadFailure, useFailureTitle } from './load-failure';
import { LoadedPage, type FrameState } from './loaded-page';
import { usePageResolver } from './page-resolver';
import { pendingPage } from './pending-page';
import type { ResolvedPage } from './resolve-page';
import { tabFor } from './tab-routes';

interface AwaitProps {
  pending: Promise<ResolvedPage>;
  query: PageQuery;
  path: string;
  onFallBack: () => void;
  onFrame: (frame: FrameState) => void;
}

const LOADING_FRAME: FrameState = { title: '', ownNavBar: false };

function AwaitPage({ pending, ...rest }: AwaitProps) {
  return <LoadedPage page={use(pending)} {...rest} />;
}

interface FailedProps {
  error: Error;
  onRetry: () => void;
  onFrame: (frame: FrameState) => void;
}

function FailedPage({ error, onRetry, onFrame }: FailedProps) {
  const title = useFailureTitle(error);
  useLayoutEffect(() => onFrame({ title, ownNavBar: false }), [title, onFrame]);
  return <LoadFailure error={error} onRetry={onRetry} />;
}

function PageSlot({ path, query }: { path: string; query: PageQuery }) {
  // `fresh`: the renter's retry fetches everything again; a fallback only skips the broken version.
  const [load, setLoad] = useState({ n: 0, fresh: false });
  const isTab = tabFor(path) !== null;
  const resolvePage = usePageResolver();
  // The query of the visit that resolved the page: a later change of query is the page's own business.
  const [firstQuery] = useState(query);
  const pending = useMemo(
    () => pendingPage(() => resolvePage(path, load.fresh, firstQuery)),
    [resolvePage, path, load, firstQuery],
  );
  const fallBack = useCallback(() => setLoad((l) => ({ n: l.n + 1, fresh: false })), []);
  // One frame from loading to loaded (or failed): its bar and back button stay the same elements,
  // only the title fills in, rather than a second bar replacing the first.
  const [frame, setFrame] = useState(LOADING_FRAME);
  return (
    <PageFrame title={frame.title} showNavBar={!isTab && !frame.ownNavBar} withTabBar={isTab}>
      <ErrorBoundary
        key={load.n}
        instance={`route:${path || '/'}`}
        shouldLog={(error) => !(error instanceof RouteNotFoundError)}
        fallback={(_reset, error) => (
          <FailedPage error={error} onFrame={setFrame} onRetry={() => setLoad((l) => ({ n: l.n + 1, fresh: true }))} />
        )}
      >
        <Suspense fallback={<DelayedLoading />}>
          <AwaitPage pending={pending} query={query} path={path} onFallBack={fallBack} onFrame={setFrame} />
        </Suspense>
      </ErrorBoundary>
    </PageFrame>
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
