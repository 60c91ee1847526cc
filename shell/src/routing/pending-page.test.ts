import type { RemoteRoute } from '@rental/shared';
import { forgetBad, markBad } from '../delivery/session-health';
import { RouteNotFoundError } from '../remotes/load-errors';
import type { PageResolver } from './page-resolver';
import { pendingPage, preparePage } from './pending-page';
import type { ResolvedPage } from './resolve-page';

test('a page that fails with no render awaiting it raises no unhandled rejection', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    pendingPage(() => Promise.reject(new RouteNotFoundError('pages/nowhere/nowhere')), 'pages/nowhere/nowhere');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

test('the render that awaits it still gets the failure, for the route to show', async () => {
  await expect(
    pendingPage(() => Promise.reject(new RouteNotFoundError('pages/nowhere/nowhere')), 'pages/nowhere/nowhere'),
  ).rejects.toThrow(RouteNotFoundError);
});

/** A resolver whose pages all load, counting what it is asked for and each page's first calls. */
function resolver() {
  const asked: string[] = [];
  const prefetched: string[] = [];
  const resolvePage: PageResolver = async (path, _fresh, query = {}) => {
    asked.push(path);
    const route: RemoteRoute = {
      path,
      title: path,
      load: async () => ({ default: () => null }),
      prefetch: (q) => void prefetched.push(`${path}?${new URLSearchParams(q as Record<string, string>)}`),
    };
    route.prefetch?.(query);
    return {
      remote: { name: 'mf_pending', namespace: 'pendingTest', routes: [route], loadMessages: async () => ({}) },
      route,
      Component: () => null,
      name: 'mf_pending',
      version: '1.0.0',
      passedOver: [],
      alternatives: 0,
    } satisfies ResolvedPage;
  };
  return { asked, prefetched, resolvePage };
}

const DETAIL = 'pages/commodityDetails/commodityDetails';

test('a page loaded before comes back loaded, in the form React draws without waiting, its first calls for the new visit started', async () => {
  const { asked, prefetched, resolvePage } = resolver();
  const first = await pendingPage(resolvePage, DETAIL, { query: { id: '1' } });

  const again = pendingPage(resolvePage, DETAIL, { query: { id: '2' } }) as Promise<ResolvedPage> & {
    status?: string;
    value?: ResolvedPage;
  };
  expect(again.status).toBe('fulfilled');
  expect(again.value).toBe(first);
  expect(asked).toEqual([DETAIL]);
  expect(prefetched).toEqual([`${DETAIL}?id=1`, `${DETAIL}?id=2`]);
});

test('the renter’s retry, or a version found broken since, asks for the page again', async () => {
  const { asked, resolvePage } = resolver();
  await pendingPage(resolvePage, DETAIL);
  await pendingPage(resolvePage, DETAIL, { fresh: true });
  expect(asked).toEqual([DETAIL, DETAIL]);

  markBad('mf_pending', '1.0.0', 'threw on first render');
  try {
    const again = pendingPage(resolvePage, DETAIL) as Promise<ResolvedPage> & { status?: string };
    expect(again.status).toBeUndefined();
    await again;
    expect(asked).toEqual([DETAIL, DETAIL, DETAIL]);
  } finally {
    forgetBad('mf_pending');
  }
});

test('a finger on a tab loads its page ahead, so the tap finds it loaded; one that failed is asked for again', async () => {
  const { asked, resolvePage } = resolver();
  preparePage(resolvePage, 'pages/user/user');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const tapped = pendingPage(resolvePage, 'pages/user/user') as Promise<ResolvedPage> & { status?: string };
  expect(tapped.status).toBe('fulfilled');
  expect(asked).toEqual(['pages/user/user']);

  const failing: PageResolver = () => Promise.reject(new RouteNotFoundError('pages/user/user'));
  preparePage(failing, 'pages/user/user');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(pendingPage(failing, 'pages/user/user')).rejects.toThrow(RouteNotFoundError);
});
