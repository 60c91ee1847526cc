import { preloadRouteAssets } from './route-assets';

const BASE = 'http://localhost/h5/remotes/mf-account/1.0.0%2Babc/';
const manifest = {
  exposes: [{ assets: { js: { sync: ['__federation_expose_routes.1.js'] } } }],
  rental: { routes: { 'pages/user/user': { js: ['291.a.js', '387.b.js'], shared: [] } }, locales: {} },
};

const scripts = () => [...document.head.querySelectorAll('script')];

beforeEach(() => document.head.replaceChildren());

test('a route’s files run as they arrive; one that failed is taken out, and asked for again with the next load', () => {
  preloadRouteAssets(manifest, `${BASE}mf-manifest.json`, 'pages/user/user', undefined);
  expect(scripts().map((s) => s.src)).toEqual([
    `${BASE}__federation_expose_routes.1.js`,
    `${BASE}291.a.js`,
    `${BASE}387.b.js`,
  ]);
  expect(scripts().every((s) => s.async)).toBe(true);
  // The entry is preloaded, not run: the runtime runs it, with its integrity.
  expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(`${BASE}remoteEntry.js`);

  const [expose, page, other] = scripts();
  expose!.dispatchEvent(new Event('load'));
  page!.dispatchEvent(new Event('error'));
  other!.dispatchEvent(new Event('load'));
  // Nothing left for the remote's own loader to wait on.
  expect(scripts()).toEqual([]);

  preloadRouteAssets(manifest, `${BASE}mf-manifest.json`, 'pages/user/user', undefined);
  expect(scripts().map((s) => s.src)).toEqual([`${BASE}291.a.js`]);
});

test('while the page is still loading they are only fetched: a script then would hold back its load event', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL) => {
    fetched.push(String(input));
    return Promise.reject(new Error('offline in this test'));
  }) as typeof fetch;
  try {
    const first = 'http://localhost/h5/remotes/mf-catalog/1.0.0%2Bdef/';
    preloadRouteAssets(manifest, `${first}mf-manifest.json`, 'pages/user/user', undefined);
    expect(scripts()).toEqual([]);
    expect(fetched).toEqual([`${first}__federation_expose_routes.1.js`, `${first}291.a.js`, `${first}387.b.js`]);
  } finally {
    globalThis.fetch = realFetch;
    readyState.mockRestore();
  }
});
