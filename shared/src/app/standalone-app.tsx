import { NavBar } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { HashRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from '../components/app-providers';
import { DelayedLoading } from '../components/delayed-loading';
import type { PageProps, RemoteModule, RemoteRoute } from '../contract/remote-contract';
import { useDynamicT } from '../i18n/use-dynamic-t';
import { LoginGate } from '../navigation/login-gate';

function StandalonePage({ ns, route, Page }: { ns: string; route: RemoteRoute; Page: ComponentType<PageProps> }) {
  const title = useDynamicT(ns)(route.title);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  return (
    <>
      <NavBar onBack={() => navigate(-1)}>{title}</NavBar>
      <Suspense fallback={<DelayedLoading />}>
        {route.requiresLogin ? (
          <LoginGate>
            <Page query={query} />
          </LoginGate>
        ) : (
          <Page query={query} />
        )}
      </Suspense>
    </>
  );
}

function Index({ remote }: { remote: RemoteModule }) {
  return (
    <ul style={{ padding: 24, lineHeight: 2 }}>
      {remote.routes.map((r) => (
        <li key={r.path}>
          <Link to={`/${r.path}`}>/{r.path}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Draws the remote's pages into `root`, under a bare hash router with an index of its routes. */
export function mountStandalone(root: HTMLElement, remote: RemoteModule): void {
  const pages = remote.routes.map((route) => ({ route, Page: lazy(route.load) }));
  createRoot(root).render(
    <AppProviders>
      <HashRouter>
        <Routes>
          {pages.map(({ route, Page }) => (
            <Route
              key={route.path}
              path={`/${route.path}`}
              element={<StandalonePage ns={remote.namespace} route={route} Page={Page} />}
            />
          ))}
          <Route path="*" element={<Index remote={remote} />} />
        </Routes>
      </HashRouter>
    </AppProviders>,
  );
}
