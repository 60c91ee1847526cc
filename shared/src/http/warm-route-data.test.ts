import { apiHttp, fail, ok, setupApiServer } from '../testing';
import { initI18n } from '../i18n/i18n';
import { appStore } from '../state/store';
import { clearSession, tokenAtom } from '../state/auth-atoms';
import { http } from './client';
import { warmRouteData } from './route-data';

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
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
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
});
afterEach(() => jest.restoreAllMocks());

describe('a tab page’s first calls, fetched on idle before the renter opens it', () => {
  it('are what the page shows when opened within a minute, without asking again', async () => {
    warmRouteData(CATEGORIES);
    await settle();
    version = 2;
    later(50_000);
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 1 });
    expect(sent).toEqual(['GET /api/goods/category']);
  });

  it('are asked for again when the page opens later than that', async () => {
    warmRouteData(CATEGORIES);
    await settle();
    version = 2;
    later(61_000);
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 2 });
    expect(sent).toEqual(['GET /api/goods/category', 'GET /api/goods/category']);
  });

  it('are dropped by any change the renter makes meanwhile', async () => {
    warmRouteData(CATEGORIES);
    await settle();
    version = 2;
    await http.post('/api/order/place', { goodsId: 1 });
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 2 });
    expect(sent).toEqual(['GET /api/goods/category', 'POST /api/order/place', 'GET /api/goods/category']);
  });

  it('are not kept when they fail: the page asks for itself when opened', async () => {
    failing = true;
    warmRouteData(CATEGORIES);
    await settle();
    failing = false;
    await expect(http.get('/api/goods/category')).resolves.toEqual({ version: 1 });
    expect(sent).toEqual(['GET /api/goods/category', 'GET /api/goods/category']);
  });

  it('never include the renter’s own data, signed in or not', async () => {
    appStore.set(tokenAtom, 'token-1');
    warmRouteData([{ path: '/api/client/info', session: true }, ...CATEGORIES]);
    await settle();
    expect(sent).toEqual(['GET /api/goods/category']);
  });
});
