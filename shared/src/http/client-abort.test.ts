import { delay } from 'msw';
import { apiHttp, ok, setupApiServer } from '../testing';
import { http } from './client';
import { clearToasts, toastTexts } from './toast-probe';

setupApiServer(
  apiHttp.get('/api/goods/list', async () => {
    await delay(300);
    return ok({ list: [] });
  }),
);

afterEach(clearToasts);

describe('cancelling a call', () => {
  it('rejects with an AbortError and shows no error toast', async () => {
    const controller = new AbortController();
    const pending = http.get('/api/goods/list', { signal: controller.signal, loading: false });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastTexts()).toEqual([]);
  });

  it('never starts when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/api/goods/list', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
