import { array, number, object, string } from 'valibot';
import { apiHttp, fail, ok, setupApiServer } from '../testing';
import { appStore } from '../state/store';
import { clearSession, tokenAtom } from '../state/auth-atoms';
import { i18n, initI18n } from '../i18n/i18n';
import { http } from './client';
import { forgetPrefetched } from './prefetch';
import { readyRouteData } from './route-data';

const sent: string[] = [];
let version = 0;
let failing = false;
const server = setupApiServer(
  apiHttp.get('/api/goods/category', () => (failing ? fail(500, 'busy') : ok({ version }))),
  apiHttp.get('/api/client/info', () => ok({})),
  apiHttp.post('/api/order/place', () => ok(null)),
);
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  sent.push(`${request.method} ${url.pathname}`);
});

const CATEGORIES = [{ path: '/api/goods/category' }];
/** The renter opens the page this long after the warm-up. */
function later(ms: number): void {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => {
  sent.length = 0;
  version = 1;
  failing = false;
  clearSession();
  // Each test starts with nothing fetched ahead.
  forgetPrefetched();
});
afterEach(() => jest.restoreAllMocks());

describe('a tab page’s first calls, fetched on idle before the renter opens it', () => {
  it('are what the page shows when opened within a minute, without asking again', async () => {
    await readyRouteData(CATEGORIES);
    version = 2;
    later(50_000);
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 1 });
    expect(sent).toEqual(['GET /api/goods/category']);
  });

  it('are asked for again when the page opens later than that', async () => {
    await readyRouteData(CATEGORIES);
    version = 2;
    later(61_000);
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 2 });
    expect(sent).toEqual(['GET /api/goods/category', 'GET /api/goods/category']);
  });

  it('are dropped by any change the renter makes meanwhile', async () => {
    await readyRouteData(CATEGORIES);
    version = 2;
    await http.post('/api/order/place', { goodsId: 1 });
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 2 });
    expect(sent).toEqual(['GET /api/goods/category', 'POST /api/order/place', 'GET /api/goods/category']);
  });

  it('are not kept when they fail: the page asks for itself when opened', async () => {
    failing = true;
    await readyRouteData(CATEGORIES);
    failing = false;
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 1 });
    expect(sent).toEqual(['GET /api/goods/category', 'GET /api/goods/category']);
  });

  it('never include the renter’s own data, signed in or not', async () => {
    appStore.set(tokenAtom, 'token-1');
    await readyRouteData([{ path: '/api/client/info', session: true }, ...CATEGORIES]);
    expect(sent).toEqual(['GET /api/goods/category']);
  });
});

describe('an answer fetched ahead, read at once for a first render (http.peek)', () => {
  const VersionedSchema = object({ version: number() });

  it('is there as soon as the warm-up is done, and the page’s own call still takes it, once', async () => {
    expect(http.peek('/api/goods/category')).toBeUndefined();
    await readyRouteData(CATEGORIES);
    expect(http.peek('/api/goods/category', { schema: VersionedSchema })).toEqual({ version: 1 });
    expect(http.peek('/api/goods/category')).toEqual({ version: 1 });
    version = 2;
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 1 });
    expect(sent).toEqual(['GET /api/goods/category']);
    // Taken: a later render reads nothing ahead, and a later call asks the server.
    expect(http.peek('/api/goods/category')).toBeUndefined();
  });

  it('is nothing when the answer failed, does not match its schema, or is in another language', async () => {
    failing = true;
    await readyRouteData(CATEGORIES);
    expect(http.peek('/api/goods/category')).toBeUndefined();
    failing = false;
    await readyRouteData(CATEGORIES);
    expect(http.peek('/api/goods/category', { schema: array(string()) })).toBeUndefined();
    await i18n.changeLanguage('en');
    expect(http.peek('/api/goods/category')).toBeUndefined();
    await i18n.changeLanguage('zh-CN');
    expect(http.peek('/api/goods/category')).toEqual({ version: 1 });
  });

  it('is nothing once it is older than a minute', async () => {
    await readyRouteData(CATEGORIES);
    later(61_000);
    expect(http.peek('/api/goods/category')).toBeUndefined();
  });
});
