import { http as mswHttp, HttpResponse } from 'msw';
import { initI18n } from '../i18n/i18n';
import { ok } from '../testing/api-server';
import { setupLogCapture } from './log-capture';
import { resetLogSender } from './log-sender';
import { logError } from './index';

const logs = setupLogCapture();

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => {
  resetLogSender();
  logs.accept();
});

function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

test('a 429 from the log call pauses it for Retry-After, then the same entries go, in order', async () => {
  const seen: { message: string; at: number }[] = [];
  let throttled = false;
  logs.server.use(
    mswHttp.post('/api/common/printLog', async ({ request }) => {
      const { message } = (await request.json()) as { message: string };
      seen.push({ message, at: Date.now() });
      if (!throttled) {
        throttled = true;
        return HttpResponse.json(
          { success: false, code: 429, msg: 'slow down' },
          { status: 429, headers: { 'Retry-After': '1' } },
        );
      }
      return ok(null);
    }),
  );
  logError({ error: new Error('first 429') });
  logError({ error: new Error('second 429') });
  for (let i = 0; i < 300 && seen.length < 3; i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(seen.map((s) => s.message)).toEqual(['first 429', 'first 429', 'second 429']);
  expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(990);
});

test('entries still queued when the page hides go by sendBeacon, with the client credential', async () => {
  const beacons: { url: string; body: string }[] = [];
  const sendBeacon = jest.fn((url: string, data: Blob) => {
    void data.text().then((body) => beacons.push({ url, body }));
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  logs.server.use(
    mswHttp.post('/api/common/printLog', () =>
      HttpResponse.json({ success: false, code: 429, msg: '' }, { status: 429, headers: { 'Retry-After': '60' } }),
    ),
  );
  logError({ error: new Error('queued a') });
  logError({ error: new Error('queued b') });
  await new Promise((r) => setTimeout(r, 100));
  setVisibility('hidden');
  await new Promise((r) => setTimeout(r, 50));
  setVisibility('visible');
  expect(beacons.map((b) => (JSON.parse(b.body) as { message: string }).message)).toEqual(['queued a', 'queued b']);
  expect(beacons[0]?.url).toMatch(/\/api\/common\/printLog\?clientAuthorization=Basic%20/);
  expect(JSON.parse(beacons[0]!.body)).toMatchObject({ level: 'error', lang: 'zh-CN' });
});

test('an entry sent as the page closes goes by beacon behind the one already on its way, and nothing twice', async () => {
  const beacons: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (_url: string, data: Blob) => {
      void data.text().then((body) => beacons.push((JSON.parse(body) as { message: string }).message));
      return true;
    },
    configurable: true,
  });
  let answer: (() => void) | undefined;
  const posted: string[] = [];
  logs.server.use(
    mswHttp.post('/api/common/printLog', async ({ request }) => {
      posted.push(((await request.json()) as { message: string }).message);
      await new Promise<void>((resolve) => (answer = resolve));
      return ok(null);
    }),
  );
  logError({ error: new Error('on its way') });
  for (let i = 0; i < 100 && posted.length === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
  window.dispatchEvent(new Event('pagehide'));
  logError({ error: new Error('sent while leaving') });
  await new Promise((r) => setTimeout(r, 50));
  answer?.();
  await new Promise((r) => setTimeout(r, 50));
  window.dispatchEvent(new Event('pageshow'));
  expect(posted).toEqual(['on its way']);
  expect(beacons).toEqual(['sent while leaving']);
});
