import { AppProviders, OfflineNotice, registerNavigator } from '@rental/shared';
import { useCallback, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { HashRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AppTabBar } from './layout/tab-bar';
import { PageResolverContext, type PageResolver } from './routing/page-resolver';
import { preparePage } from './routing/pending-page';
import { RouteHost } from './routing/route-host';
import type { TabDef } from './routing/tab-routes';

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, opts) => void navigate(to, opts));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

interface AppProps {
  resolvePage: PageResolver;
  /** What this way of delivering pages adds on top (the federated shell's diagnostics). */
  extras?: ReactNode;
  /** Starts loading a tab's page ahead of the tap (see the tab bar). */
  warmTab?: (tab: TabDef) => void;
  /** Where the routes read their location: the page's hash, or a fixed one for the build's prerender. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** As the first render is committed (a prerendered frame, taken over, is the app's from then on). */
  onFirstCommit?: () => void;
}

/** A tap's move is drawn at once, not as a transition sliced between frames: a tab page kept or drawn
 * ahead is only shown, with no frames of the old page in between. */
const PageHashRouter = ({ children }: { children: ReactNode }) => (
  <HashRouter useTransitions={false}>{children}</HashRouter>
);

export function App({ resolvePage, extras, warmTab, Router = PageHashRouter, onFirstCommit }: AppProps) {
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  // A finger on a tab: its page is loaded as the tap's, so a tap on a tab whose code is in draws it
  // at once (see `pendingPage`); what a way of delivering pages warms for it besides, too.
  const onIntent = useCallback(
    (tab: TabDef) => {
      warmTab?.(tab);
      preparePage(resolvePage, tab.path);
    },
    [resolvePage, warmTab],
  );
  return (
    <AppProviders>
      <PageResolverContext value={resolvePage}>
        <Router>
          <NavigatorBridge />
          <Routes>
            <Route path="*" element={<RouteHost />} />
          </Routes>
          <AppTabBar onIntent={onIntent} />
        </Router>
        <OfflineNotice />
      </PageResolverContext>
      {extras}
    </AppProviders>
  );
}
