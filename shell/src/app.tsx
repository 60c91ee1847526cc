import { AppProviders, OfflineNotice, registerNavigator } from '@rental/shared';
import { useCallback, useEffect, type ReactNode } from 'react';
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
}

export function App({ resolvePage, extras, warmTab }: AppProps) {
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
        {/* A tap's move is drawn at once, not as a transition sliced between frames: a tab page kept
            or drawn ahead is only shown, with no frames of the old page in between. */}
        <HashRouter useTransitions={false}>
          <NavigatorBridge />
          <Routes>
            <Route path="*" element={<RouteHost />} />
          </Routes>
          <AppTabBar onIntent={onIntent} />
        </HashRouter>
        <OfflineNotice />
      </PageResolverContext>
      {extras}
    </AppProviders>
  );
}
