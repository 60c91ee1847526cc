import { initI18n } from '@rental/shared';
import { apiHttp, fail, setupApiServer } from '@rental/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { catalogHandlers } from '../../testing/catalog-api';
import { useHomeData } from './use-home-data';

const server = setupApiServer(...catalogHandlers);

// The hook follows the UI language, as it does inside the app.
beforeAll(() => initI18n('zh-CN'));

function countRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

test('refreshing reloads every section and says whether one failed', async () => {
  const { result } = renderHook(() => useHomeData());
  await waitFor(() => expect(result.current.tags.data).toBeDefined());
  await waitFor(() => expect(result.current.banners.data).toBeDefined());

  const requests = countRequests();
  let failed: boolean | undefined;
  await act(async () => {
    failed = await result.current.refreshAll();
  });
  expect(requests.seen.sort()).toEqual([
    '/api/index/banner',
    '/api/index/coupon/goods',
    '/api/index/icon',
    '/api/index/tag/goods',
  ]);
  expect(failed).toBe(false);

  server.use(apiHttp.get('/api/index/coupon/goods', () => fail(500)));
  await act(async () => {
    failed = await result.current.refreshAll();
  });
  expect(failed).toBe(true);
  // What was on screen stays: a failed refresh never blanks a section that had loaded.
  expect(result.current.coupons.data?.coupons).toHaveLength(3);
  requests.stop();
});
