import type { PageProps, RemoteModule } from '@rental/shared';
import { renderWithProviders } from '@rental/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppTabBar } from '../layout/tab-bar';
import { shellResources } from '../locales/resources';
import { PageResolverContext, type PageResolver } from './page-resolver';
import type { ResolvedPage } from './resolve-page';
import { RouteHost } from './route-host';
import { setRouteNotices, type RouteNotice } from './route-notices';

const DETAIL = 'pages/orderDetail/orderDetail';
const MINE = 'pages/user/user';
const PAGES: Record<string, ComponentType<PageProps>> = {
  '': () => <p>Home page</p>,
  [MINE]: () => <p>My account</p>,
  [DETAIL]: () => <p>Order 42</p>,
};

const remote: RemoteModule = { name: 'mf_test', namespace: 'gateTest', routes: [], loadMessages: async () => ({}) };

/** Pages by path; which paths were asked for (a switched-off page never is). */
function pages() {
  const resolved: string[] = [];
  const resolvePage: PageResolver = async (path) => {
    resolved.push(path);
    const Component = PAGES[path]!;
    const page: ResolvedPage = {
      remote,
      route: { path, title: path, load: async () => ({ default: Component }) },
      Component,
      name: 'mf_test',
      version: '1.0.0',
      passedOver: [],
      alternatives: 0,
    };
    return page;
  };
  return { resolved, resolvePage };
}

/** The kill switches as the registry would say them, and each page shown (where a re-read starts). */
const shown: string[] = [];
function switchOff(off: Record<string, RouteNotice>): void {
  act(() => setRouteNotices({ at: (path) => off[path] ?? null, shown: (path) => void shown.push(path) }));
}

/** The app as it mounts it: the route host under the router's one catch-all route, and the tab bar. */
async function renderApp(resolvePage: PageResolver, route: string, lang: 'en' | 'zh-CN' = 'zh-CN') {
  await act(() =>
    renderWithProviders(
      <PageResolverContext value={resolvePage}>
        <Routes>
          <Route path="*" element={<RouteHost />} />
        </Routes>
        <AppTabBar />
      </PageResolverContext>,
      { route, lang, namespace: { ns: 'shell', load: (lng) => Promise.resolve(shellResources[lng]) } },
    ),
  );
}

beforeEach(() => {
  // jsdom scrolls nowhere; the route host puts each page back where it was.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  shown.length = 0;
  switchOff({});
});

test("a page switched off shows the shell's notice with the team's words as text, and asks nothing of the remote", async () => {
  const { resolved, resolvePage } = pages();
  // The CLI refuses markup; one written into the registry by hand is drawn as text all the same.
  switchOff({ [DETAIL]: { remote: 'mf_orders', message: 'Back by 18:00 <b>sharp</b>' } });
  await renderApp(resolvePage, `/${DETAIL}`, 'en');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Temporarily unavailable');
  expect(notice).toHaveTextContent('This part of the app is paused for now. Everything else works as usual.');
  expect(within(notice).getByText('From the team')).toBeVisible();
  expect(within(notice).getByText('Back by 18:00 <b>sharp</b>')).toBeVisible();
  expect(notice.querySelector('b')).toBeNull();
  expect(screen.getByRole('main', { name: 'Temporarily unavailable' })).toBeVisible();
  expect(document.title).toBe('Temporarily unavailable');
  expect(resolved).toEqual([]);
  expect(shown).toEqual([DETAIL]);

  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Back to home' })));
  expect(await screen.findByText('Home page')).toBeVisible();
  expect(resolved).toEqual(['']);
});

test('a tab page switched off keeps the tab bar; switched on again, the page is back at the next look', async () => {
  const { resolved, resolvePage } = pages();
  switchOff({ [MINE]: { remote: 'mf_account', message: null } });
  await renderApp(resolvePage, `/${MINE}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('暂时无法使用');
  expect(screen.getByRole('alert')).not.toHaveTextContent('服务团队说明');
  expect(screen.queryByText('My account')).toBeNull();
  expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();

  // Another team's tab is served; the tab bar takes the renter there.
  await act(async () => void fireEvent.click(screen.getByRole('link', { name: '首页' })));
  expect(await screen.findByText('Home page')).toBeVisible();
  switchOff({});
  await act(async () => void fireEvent.click(screen.getByRole('link', { name: '我的' })));
  expect(await screen.findByText('My account')).toBeVisible();
  expect(resolved).toEqual(['', MINE]);
  expect(shown).toEqual([MINE, '', MINE]);
});

test('switched off while the page is open: it gives way to the notice, and comes back switched on', async () => {
  const { resolvePage } = pages();
  await renderApp(resolvePage, `/${DETAIL}`);
  expect(await screen.findByText('Order 42')).toBeVisible();
  switchOff({ [DETAIL]: { remote: 'mf_orders', message: '预计 18:00 恢复' } });
  expect(within(await screen.findByRole('alert')).getByText('预计 18:00 恢复')).toBeVisible();
  expect(screen.queryByText('Order 42')).toBeNull();
  switchOff({});
  expect(await screen.findByText('Order 42')).toBeVisible();
});
