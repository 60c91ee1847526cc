import { delay, HttpResponse } from 'msw';
import { initI18n } from '../i18n/i18n';
import { toastTexts } from '../http/toast-probe';
import { ok } from '../testing/api-server';
import { setupLogCapture } from './log-capture';
import { logError } from './index';

const logs = setupLogCapture();

beforeAll(() => initI18n('zh-CN'));

test.each([
  ['a network failure', () => HttpResponse.error()],
  ['an HTTP 500', () => HttpResponse.json({ success: false, code: 500, msg: 'down' }, { status: 500 })],
  ['a business error', () => HttpResponse.json({ success: false, code: 500, msg: 'down' })],
])('%s of the log call itself is swallowed: no toast, no second log, no unhandled rejection', async (name, answer) => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  logs.accept(answer);
  expect(() => logError({ error: new Error(`first ${name}`) })).not.toThrow();
  await logs.settle(1, 300);
  process.off('unhandledRejection', unhandled);
  expect(logs.requests).toHaveLength(1);
  expect(toastTexts()).toEqual([]);
  expect(unhandled).not.toHaveBeenCalled();
});

test('a slow log call shows no loading toast', async () => {
  logs.accept(async () => {
    await delay(1000);
    return ok(null);
  });
  logError({ error: new Error('slow') });
  await new Promise((r) => setTimeout(r, 1100));
  expect(logs.requests).toHaveLength(1);
  expect(toastTexts()).toEqual([]);
});
