import { apiHttp, fail, ok, setupApiServer } from '../testing';
import { waitFor } from '@testing-library/react';
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

describe("the picture a page shows first, named by its data call's `firstImage`", () => {
  const asked: string[] = [];
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  beforeAll(() => {
    // What the page would fetch: jsdom loads no pictures, so the address an image is given is the edge.
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      configurable: true,
      get(this: HTMLImageElement) {
        return this.getAttribute('src') ?? '';
      },
      set(this: HTMLImageElement, value: string) {
        asked.push(value);
        this.setAttribute('src', value);
      },
    });
  });
  afterAll(() => {
    if (src) Object.defineProperty(HTMLImageElement.prototype, 'src', src);
  });
  beforeEach(() => {
    asked.length = 0;
  });

  const banners = (image: unknown) => [
    { id: 1, image, title: 'iPhone', link: '' },
    { id: 2, image: '/static/banner/second.svg', title: 'iPad', link: '' },
  ];

  it('is fetched as soon as the answer arrives, only the first item’s, before the page asks for the data', async () => {
    server.use(apiHttp.get('/api/index/banner', () => ok(banners('/static/banner/first.svg'))));
    prefetchRouteData([{ path: '/api/index/banner', firstImage: 'image' }]);
    await waitFor(() => expect(asked).toEqual(['/static/banner/first.svg']));
    await expect(http.get('/api/index/banner')).resolves.toHaveLength(2);
    expect(sent).toEqual(['/api/index/banner']);
  });

  it.each([
    ['a failed answer', () => fail(500, 'busy')],
    ['a picture on a script URL', () => ok(banners('javascript:alert(1)'))],
    ['no picture in the field', () => ok(banners(42))],
    ['an empty list', () => ok([])],
  ])('is not fetched for %s', async (_, answer) => {
    server.use(apiHttp.get('/api/index/banner', answer));
    prefetchRouteData([{ path: '/api/index/banner', firstImage: 'image' }]);
    await http.get('/api/index/banner', { silent: true }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('takes no field name that is not a plain word', async () => {
    prefetchRouteData([{ path: '/api/index/banner', firstImage: 'image.src' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
