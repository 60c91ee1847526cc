import { AppProviders, OfflineNotice, registerNavigator } from '@rental/shared';
import { useEffect, type ReactNode } from 'react';
import { HashRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AppTabBar } from './layout/tab-bar';
import { PageResolverContext, type PageResolver } from './routing/page-resolver';
import { RouteHost } from './routing/route-host';

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, opts) => void navigate(to, opts));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

/** `extras`: what this way of delivering pages adds on top (the federated shell's diagnostics). */
export function App({ resolvePage, extras }: { resolvePage: PageResolver; extras?: ReactNode }) {
  return (
    <AppProviders>
      <PageResolverContext value={resolvePage}>
        <HashRouter>
          <NavigatorBridge />
          <Routes>
            <Route path="*" element={<RouteHost />} />
          </Routes>
          <AppTabBar />
        </HashRouter>
        <OfflineNotice />
      </PageResolverContext>
      {extras}
    </AppProviders>
  );
}
