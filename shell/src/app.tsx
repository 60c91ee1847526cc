import { AppProviders, registerNavigator } from '@rental/shared';
import { useEffect } from 'react';
import { HashRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { DiagnosticsRoot } from './delivery/diagnostics-root';
import { AppTabBar } from './layout/tab-bar';
import { RouteHost } from './routing/route-host';

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, opts) => void navigate(to, opts));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <HashRouter>
        <NavigatorBridge />
        <Routes>
          <Route path="*" element={<RouteHost />} />
        </Routes>
        <AppTabBar />
      </HashRouter>
      <DiagnosticsRoot />
    </AppProviders>
  );
}
