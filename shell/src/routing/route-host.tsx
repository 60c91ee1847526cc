import { DelayedLoading, ErrorBoundary, type PageQuery, useLocation, useNavigationType } from '@rental/shared';
import {
  Activity,
  type ContextType,
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  type Location,
  NavigationType,
} from 'react-router-dom';
import { HomeSkeleton } from '../frame/home-skeleton';
import { isHydrating } from '../frame/hydration';
import { PageFrame } from '../layout/page-frame';
import { RouteNotFoundError } from '../remotes/load-errors';
import { KeepScroll } from './keep-scroll';
import { type KeptTab, useKeptTabs } from './kept-tabs';
import { normalizePath } from './normalize-path';
import { LoadFailure, useFailureTitle } from './load-failure';
import { LoadedPage, type FrameState } from './loaded-page';
import { usePageResolver } from './page-resolver';
import { hasSettled, pendingPage } from './pending-page';
import type { ResolvedPage } from './resolve-page';
import { useReadyTabs } from './ready-tabs';
import { RouteGate } from './route-disabled';
import { tabFor, type TabDef } from './tab-routes';

interface AwaitProps {
  pending: Promise<ResolvedPage>;
  query: PageQuery;
  path: string;
  onFallBack: () => void;
  onFrame: (frame: FrameState) => void;
}

const LOADING_FRAME: FrameState = { title: '', ownNavBar: false };

// Memo: the slot redraws as the page hands its title to the frame, in the commit that first shows
// the page; without it the whole page would render a second time there, before the renter sees it.
const AwaitPage = memo(function AwaitPage({ pending, ...rest }: AwaitProps) {
  return <LoadedPage page={use(pending)} {...rest} />;
});

interface FailedProps {
  error: Error;
  onRetry: () => void;
  /** A kept tab page that had failed is shown again: it tries again, as a first visit would. */
  onShownAgain: () => void;
  onFrame: (frame: FrameState) => void;
}

function FailedPage({ error, onRetry, onShownAgain, onFrame }: FailedProps) {
  const title = useFailureTitle(error);
  useLayoutEffect(() => onFrame({ title, ownNavBar: false }), [title, onFrame]);
  // Effects stop while a kept page is hidden and start again when it is shown.
  const shownBefore = useRef(false);
  useEffect(() => {
    if (shownBefore.current) onShownAgain();
    shownBefore.current = true;
  }, [onShownAgain]);
  return <LoadFailure error={error} onRetry={onRetry} />;
}

/**
 * Whether the page's load has settled, learnt by an effect (so the page is drawn in a render of its
 * own, at once) rather than by suspending: React holds back what a boundary shows after its
 * fallback until that fallback has been up 300 ms, and a page found within that time (home on a
 * repeat visit, its code cached: 0.2 s) waited out the rest.
 */
function useSettled(pending: Promise<ResolvedPage>): boolean {
  const [heard, setHeard] = useState<Promise<ResolvedPage> | null>(null);
  useEffect(() => {
    let live = true;
    const settled = () => {
      if (live) setHeard(pending);
    };
    pending.then(settled, settled);
    return () => {
      live = false;
    };
  }, [pending]);
  return heard === pending || (!isHydrating() && hasSettled(pending));
}

interface SlotProps {
  path: string;
  query: PageQuery;
  /** Drawn out of sight ahead of its tap: effects wait until it shows, so it suspends instead. */
  ahead: boolean;
}

function PageSlot({ path, query, ahead }: SlotProps) {
  // `fresh`: the renter's retry fetches everything again; a fallback only skips the broken version.
  const [load, setLoad] = useState({ n: 0, fresh: false });
  const tab = tabFor(path);
  const isTab = tab !== null;
  // Home's shape stands in for it (as the page's HTML drew it); elsewhere, nothing, then dots if slow.
  const waiting = tab?.key === 'home' ? <HomeSkeleton /> : <DelayedLoading />;
  const resolvePage = usePageResolver();
  // The query of the visit that resolved the page: a later change of query is the page's own business.
  const [firstQuery] = useState(query);
  const pending = useMemo(
    () => pendingPage(resolvePage, path, { fresh: load.fresh, query: firstQuery }),
    [resolvePage, path, load, firstQuery],
  );
  const settled = useSettled(pending);
  // Past the broken version (a fallback), or again as on a first visit.
  const reload = useCallback(() => setLoad((l) => ({ n: l.n + 1, fresh: false })), []);
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
          <FailedPage
            error={error}
            onFrame={setFrame}
            onRetry={() => setLoad((l) => ({ n: l.n + 1, fresh: true }))}
            onShownAgain={reload}
          />
        )}
      >
        <Suspense fallback={waiting}>
          {settled || ahead ? (
            <AwaitPage pending={pending} query={query} path={path} onFallBack={reload} onFrame={setFrame} />
          ) : (
            waiting
          )}
        </Suspense>
      </ErrorBoundary>
    </PageFrame>
  );
}

type RouteMatch = ContextType<typeof RouteContext>;

interface PageAtProps {
  location: Location;
  navigationType: NavigationType;
  /** The host's match (the one catch-all route), kept as first seen: see RouteHost. */
  route: RouteMatch;
  /** A tab page the warm-up readied, drawn out of sight ahead of its tap. */
  ahead?: boolean;
}

/**
 * A page at a location of its own: a kept tab page hidden behind another still sees where it was,
 * and does not redraw for every move of the renter elsewhere (which `<Routes location>` would: it
 * follows the router's location too).
 */
const PageAt = memo(function PageAt({ location, navigationType, route, ahead = false }: PageAtProps) {
  const path = normalizePath(location.pathname);
  const query = useMemo(
    () => Object.freeze(Object.fromEntries(new URLSearchParams(location.search))),
    [location.search],
  );
  const at = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <KeepScroll>
      <RouteContext value={route}>
        <LocationContext value={at}>
          {/* Another path (home's alias) is a page made anew; another query, the same page's new props. */}
          <RouteGate key={path} path={path}>
            <PageSlot path={path} query={query} ahead={ahead} />
          </RouteGate>
        </LocationContext>
      </RouteContext>
    </KeepScroll>
  );
});

const preparedTabs = new WeakMap<TabDef, KeptTab>();

/** A tab page as it is prepared out of sight: at the tab's own path, as if the renter had gone there. */
function prepared(tab: TabDef): KeptTab {
  let found = preparedTabs.get(tab);
  if (!found) {
    const location: Location = { pathname: `/${tab.path}`, search: '', hash: '', state: null, key: `ready-${tab.key}` };
    found = { tab: tab.key, location, navigationType: NavigationType.Push };
    preparedTabs.set(tab, found);
  }
  return found;
}

/**
 * Every hash path lands here and is handed to the remote that owns it. Tab pages, once opened,
 * stay alive and are hidden while another page shows (React's Activity: their effects stop, their
 * state stays); any other page is made anew each visit. A tab page the warm-up has readied (code
 * and data in) is drawn hidden ahead of its tap (Activity's pre-rendering: at the lowest priority,
 * its effects, and so its requests, waiting until it shows): the tap only has to show it.
 */
export function RouteHost() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const path = normalizePath(location.pathname);
  // Home has two paths (`/` and its alias): one tab, one page kept.
  const tab = tabFor(path)?.key ?? null;
  // The catch-all route's match is a new object at every move (its splat is the path), and every
  // link and `useNavigate` under it would redraw with it, kept pages too (a hidden one as it shows
  // again). Pages never read the splat, and links resolve the same against the match first seen.
  const [route] = useState(use(RouteContext));
  const ready = useReadyTabs();
  const ahead = useMemo(() => ready.map(prepared), [ready]);
  const kept = useKeptTabs(tab, location, navigationType, ahead);
  const pages = [...kept, ...ahead.filter((a) => !kept.some((k) => k.tab === a.tab))];
  return (
    <>
      {pages.map((k) => (
        <Activity key={k.tab} mode={k.tab === tab ? 'visible' : 'hidden'}>
          <PageAt location={k.location} navigationType={k.navigationType} route={route} ahead={ahead.includes(k)} />
        </Activity>
      ))}
      {tab === null && <PageAt key={path} location={location} navigationType={navigationType} route={route} />}
    </>
  );
}
