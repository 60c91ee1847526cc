import { apiHttp, fail, ok, setupApiServer } from '../testing';
import { initI18n, setLanguage } from '../i18n/i18n';
import { http } from './client';
import { keepPrefetched, PREFETCH_TTL_MS, takePrefetched } from './prefetch';
import { clearToasts, expectToast } from './toast-probe';

let served = 0;
setupApiServer(
  apiHttp.get('/api/index/banner', ({ request }) => {
    served += 1;
    return ok({ n: served, lang: request.headers.get('Accept-Language'), q: new URL(request.url).search });
  }),
  apiHttp.get('/api/index/broken', () => fail(500, 'broken')),
);

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => {
  served = 0;
});
afterEach(clearToasts);

describe('a route prefetching the calls its page will make', () => {
  it('serves the page its answer without asking the server twice', async () => {
    http.prefetch('/api/index/banner', { size: 5 });
    await expect(http.get('/api/index/banner', { params: { size: 5 } })).resolves.toMatchObject({ n: 1, q: '?size=5' });
    expect(served).toBe(1);
  });

  it('is taken once: the next call asks the server again', async () => {
    http.prefetch('/api/index/banner');
    await http.get('/api/index/banner');
    await expect(http.get('/api/index/banner')).resolves.toMatchObject({ n: 2 });
  });

  it('is not used for another query or language', async () => {
    http.prefetch('/api/index/banner', { size: 5 });
    await expect(http.get('/api/index/banner', { params: { size: 6 } })).resolves.toMatchObject({ q: '?size=6' });
    await setLanguage('en');
    http.prefetch('/api/index/banner');
    await setLanguage('zh-CN');
    await expect(http.get('/api/index/banner')).resolves.toMatchObject({ lang: 'zh-CN' });
  });

  it('waits at most 10 s for its page', () => {
    const answer = Promise.resolve({ status: 200, body: null });
    keepPrefetched('k', answer, 1_000);
    expect(takePrefetched('k', 1_000 + PREFETCH_TTL_MS + 1)).toBeNull();
    keepPrefetched('k', answer, 1_000);
    expect(takePrefetched('k', 1_000 + PREFETCH_TTL_MS)).toBe(answer);
  });

  it('leaves a failure to the page, which then reports it as its own', async () => {
    http.prefetch('/api/index/broken');
    await expect(http.get('/api/index/broken')).rejects.toMatchObject({ code: 500 });
    await expectToast('broken');
  });

  it("still honours the page's cancel", async () => {
    http.prefetch('/api/index/banner');
    const controller = new AbortController();
    const pending = http.get('/api/index/banner', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
