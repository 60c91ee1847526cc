import { apiHttp, ok, setupApiServer } from '../testing';
import { initI18n } from '../i18n/i18n';
import { appStore } from '../state/store';
import { clearSession, tokenAtom } from '../state/auth-atoms';
import { http } from './client';
import { prefetchRouteData } from './route-data';

const sent: string[] = [];
const server = setupApiServer(
  apiHttp.get('/api/index/banner', () => ok([])),
  apiHttp.get('/api/common/dictionary', () => ok([])),
  apiHttp.get('/api/client/info', () => ok({})),
);

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => {
  sent.length = 0;
  clearSession();
});

// What reached the network edge, as path and query.
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  sent.push(`${url.pathname}${url.search}`);
});

describe("a route's data calls, as a remote lists them and the shell finds them in its manifest", () => {
  it('starts each listed GET once, however often it is asked for before the page takes it', async () => {
    const calls = [{ path: '/api/index/banner' }, { path: '/api/common/dictionary', params: { type: 'tag_section' } }];
    prefetchRouteData(calls);
    prefetchRouteData(calls);
    http.prefetch('/api/index/banner');
    await expect(http.get('/api/index/banner')).resolves.toEqual([]);
    await expect(http.get('/api/common/dictionary', { params: { type: 'tag_section' } })).resolves.toEqual([]);
    expect(sent.sort()).toEqual(['/api/common/dictionary?type=tag_section', '/api/index/banner']);
  });

  it('asks for a signed-in call only with a session', async () => {
    prefetchRouteData([{ path: '/api/client/info', session: true }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    appStore.set(tokenAtom, 'token-1');
    prefetchRouteData([{ path: '/api/client/info', session: true }]);
    await expect(http.get('/api/client/info')).resolves.toEqual({});
    expect(sent).toEqual(['/api/client/info']);
  });

  it.each([
    ['another site', [{ path: 'https://evil.example/api/x' }]],
    ['a protocol-relative URL', [{ path: '//evil.example/api/x' }]],
    ['a path out of the API', [{ path: '/api/../admin' }]],
    ['not the API', [{ path: '/static/x.svg' }]],
    ['a nested parameter', [{ path: '/api/index/banner', params: { a: { b: 1 } } }]],
    ['no list at all', { path: '/api/index/banner' }],
  ])('sends nothing for %s', async (_, calls) => {
    prefetchRouteData(calls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
