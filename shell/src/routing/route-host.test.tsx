import { Link, useNavigate, type PageProps, type RemoteModule, type RemoteRoute } from '@rental/shared';
import { renderWithProviders } from '@rental/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppTabBar } from '../layout/tab-bar';
import { shellResources } from '../locales/resources';
import { RemoteUnavailableError } from '../remotes/load-errors';
import { PageResolverContext, type PageResolver } from './page-resolver';
import type { ResolvedPage } from './resolve-page';
import { markReady } from './ready-tabs';
import { RouteHost } from './route-host';
import { TABS } from './tab-routes';

// jsdom lays nothing out and scrolls nowhere: a window that goes where it is told, as a browser's.
function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
beforeEach(() => {
  scrollWindowTo(0);
  window.scrollTo = ((_x: number, y: number) => scrollWindowTo(y)) as typeof window.scrollTo;
});

/** How often what home's navigation holds was drawn. */
let homeLinkRenders = 0;
function Leaf() {
  homeLinkRenders += 1;
  return null;
}
function NavigatingPart() {
  useNavigate();
  return <Leaf />;
}

function HomePage(_props: PageProps) {
  const [note, setNote] = useState('');
  return (
    <div>
      <label>
        Search
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <Link to="/pages/commodityDetails/commodityDetails?id=1">A phone</Link>
      <Link to="/pages/home/home">Home by its other path</Link>
      <NavigatingPart />
    </div>
  );
}

/** Each time the mine page's effects start: it is shown (they wait while it is hidden). */
const mineShown: string[] = [];
function MinePage(_props: PageProps) {
  useEffect(() => void mineShown.push('shown'), []);
  return <p>My orders</p>;
}
const DetailPage = ({ query }: PageProps) => <p>Phone {query.id}</p>;
/** Each time the customer service page was drawn. */
const serviceDraws: string[] = [];
function ServicePage(_props: PageProps) {
  serviceDraws.push('drawn');
  return <p>Questions</p>;
}

const PAGES: Record<string, ComponentType<PageProps>> = {
  '': HomePage,
  'pages/home/home': HomePage,
  'pages/user/user': MinePage,
  'pages/customer-service/customerService': ServicePage,
  'pages/commodityDetails/commodityDetails': DetailPage,
};

const remote: RemoteModule = {
  name: 'mf_test',
  namespace: 'routeHostTest',
  routes: [],
  loadMessages: async () => ({}),
};

/** Pages by path, counting each resolution; a path in `failing` fails until taken out. */
function pages() {
  const resolved: string[] = [];
  const failing = new Set<string>();
  const resolvePage: PageResolver = async (path) => {
    resolved.push(path);
    if (failing.has(path)) throw new RemoteUnavailableError('mf_test', new Error('down'));
    const route: RemoteRoute = { path, title: path, load: async () => ({ default: PAGES[path]! }) };
    const page: ResolvedPage = {
      remote,
      route,
      Component: PAGES[path]!,
      name: 'mf_test',
      version: '1.0.0',
      passedOver: [],
      alternatives: 0,
    };
    return page;
  };
  return { resolvedPaths: resolved, failing, resolvePage };
}

async function renderApp(resolvePage: PageResolver, route = '/') {
  // Awaited in act: the page suspends on its resolution, and React retries it within this scope.
  return act(() =>
    renderWithProviders(
      <PageResolverContext value={resolvePage}>
        {/* As the app mounts it: under the router's one catch-all route. */}
        <Routes>
          <Route path="*" element={<RouteHost />} />
        </Routes>
        <AppTabBar />
      </PageResolverContext>,
      { route, namespace: { ns: 'shell', load: (lng) => Promise.resolve(shellResources[lng]) } },
    ),
  );
}

/** A tap that opens a page: awaited in act, as the page it opens suspends until resolved. */
const tap = (name: string) => act(async () => void fireEvent.click(screen.getByRole('link', { name })));

test('a tab page left for another tab is found as it was left: what was typed, where it was scrolled', async () => {
  const { resolvedPaths, resolvePage } = pages();
  await renderApp(resolvePage);
  fireEvent.change(await screen.findByRole('textbox', { name: 'Search' }), { target: { value: 'iPhone 16' } });
  act(() => scrollWindowTo(640));

  await tap('我的');
  expect(await screen.findByText('My orders')).toBeVisible();
  // The new tab opens at its top; home is out of sight and out of the accessibility tree.
  expect(window.scrollY).toBe(0);
  expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  expect(screen.getAllByRole('main')).toHaveLength(1);

  await tap('首页');
  expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('iPhone 16');
  expect(window.scrollY).toBe(640);
  expect(screen.getByText('My orders')).not.toBeVisible();

  await tap('我的');
  expect(await screen.findByText('My orders')).toBeVisible();
  // Each tab was found once: coming back draws what is there.
  expect(resolvedPaths).toEqual(['', 'pages/user/user']);
});

test('any other page opens anew at its top each visit, while the tab behind it keeps its place', async () => {
  const { resolvedPaths, resolvePage } = pages();
  await renderApp(resolvePage);
  const home = await screen.findByRole('textbox', { name: 'Search' });
  fireEvent.change(home, { target: { value: 'Pixel' } });
  act(() => scrollWindowTo(300));

  await tap('A phone');
  expect(await screen.findByText('Phone 1')).toBeVisible();
  expect(window.scrollY).toBe(0);

  await act(async () => void fireEvent.click(screen.getByRole('button', { name: '返回' })));
  expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('Pixel');
  expect(window.scrollY).toBe(300);
  expect(screen.queryByText('Phone 1')).toBeNull();

  await tap('A phone');
  expect(await screen.findByText('Phone 1')).toBeVisible();
  // Its code was found once: the second visit is a new page drawn with it.
  expect(resolvedPaths).toEqual(['', 'pages/commodityDetails/commodityDetails']);
});

test('a page whose code is in shows in the tap’s own render, with no loading state first', async () => {
  const { resolvePage } = pages();
  let stalled = false;
  // Once the detail page has loaded, asking for it again would never answer.
  const stalling: PageResolver = (path, fresh, query) =>
    stalled && path === 'pages/commodityDetails/commodityDetails'
      ? new Promise(() => undefined)
      : resolvePage(path, fresh, query);
  await renderApp(stalling);
  await tap('A phone');
  expect(await screen.findByText('Phone 1')).toBeVisible();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: '返回' })));
  await screen.findByRole('textbox', { name: 'Search' });
  stalled = true;

  act(() => void fireEvent.click(screen.getByRole('link', { name: 'A phone' })));
  expect(screen.getByText('Phone 1')).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a tab page that could not load tries again when the renter comes back to it', async () => {
  const { resolvedPaths, failing, resolvePage } = pages();
  failing.add('pages/user/user');
  await renderApp(resolvePage);
  await screen.findByRole('textbox', { name: 'Search' });

  await tap('我的');
  expect(await screen.findByRole('button', { name: /重试|重新加载/ })).toBeVisible();
  const tries = resolvedPaths.length;
  await tap('首页');
  expect(await screen.findByRole('textbox', { name: 'Search' })).toBeVisible();
  expect(resolvedPaths).toHaveLength(tries);

  failing.delete('pages/user/user');
  await tap('我的');
  expect(await screen.findByText('My orders')).toBeVisible();
  expect(resolvedPaths.length).toBeGreaterThan(tries);
});

test('a page kept out of sight is not drawn again as the renter moves elsewhere', async () => {
  const { resolvePage } = pages();
  await renderApp(resolvePage);
  await screen.findByRole('textbox', { name: 'Search' });
  await act(async () => undefined);
  const drawn = homeLinkRenders;
  await tap('我的');
  expect(await screen.findByText('My orders')).toBeVisible();
  await tap('客服');
  expect(await screen.findByText('Questions')).toBeVisible();
  expect(homeLinkRenders).toBe(drawn);
});

test('a page opening is drawn once: its title reaching the frame does not draw it again', async () => {
  const { resolvePage } = pages();
  const { container } = await renderApp(resolvePage);
  await screen.findByRole('textbox', { name: 'Search' });
  serviceDraws.length = 0;
  await tap('客服');
  expect(await screen.findByText('Questions')).toBeVisible();
  // The frame has the page's title (it came from the page, after the page's first draw).
  expect(container.querySelector('main[aria-label="pages/customer-service/customerService"]')).not.toBeNull();
  expect(serviceDraws).toEqual(['drawn']);
});

test('home by either of its paths is the one tab page, not a second one kept behind it', async () => {
  const { resolvePage } = pages();
  const { container } = await renderApp(resolvePage);
  await screen.findByRole('textbox', { name: 'Search' });
  await tap('Home by its other path');
  expect(await screen.findByRole('textbox', { name: 'Search' })).toBeVisible();
  expect(container.querySelectorAll('.shell-page')).toHaveLength(1);
});

// Last: the tabs readied stay readied for the rest of the file, as for the rest of a page load.
test('a tab page the warm-up readied is drawn out of sight before the tap, and the tap only shows it', async () => {
  const { resolvedPaths, resolvePage } = pages();
  await renderApp(resolvePage);
  await screen.findByRole('textbox', { name: 'Search' });
  mineShown.length = 0;

  await act(async () => markReady(TABS.find((t) => t.key === 'mine')!));
  const drawn = await screen.findByText('My orders');
  expect(drawn).not.toBeVisible();
  expect(screen.getAllByRole('main')).toHaveLength(1);
  // Its effects (its requests among them) wait until it shows.
  expect(mineShown).toEqual([]);
  expect(resolvedPaths).toEqual(['', 'pages/user/user']);

  await tap('我的');
  // The same page, drawn before, now in sight: nothing resolved or drawn anew.
  expect(screen.getByText('My orders')).toBe(drawn);
  expect(drawn).toBeVisible();
  expect(mineShown).toEqual(['shown']);
  expect(resolvedPaths).toEqual(['', 'pages/user/user']);
  expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
});
