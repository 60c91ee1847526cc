import { ApiError } from '../http/api-error';
import { initI18n } from '../i18n/i18n';
import { setupLogCapture } from './log-capture';
import { installGlobalErrorHandlers } from './index';

const logs = setupLogCapture();
const settle = logs.settle;

function rejectionEvent(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the handler only reads `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

// jest's jsdom turns an error event nobody listens to into a failed test; this listener stands in
// for the page's own, so the tests below can fire errors while the handlers are not installed.
const bystander = () => undefined;
beforeAll(async () => {
  window.addEventListener('error', bystander);
  await initI18n('zh-CN');
});
afterAll(() => window.removeEventListener('error', bystander));
beforeEach(() => {
  logs.accept();
  window.location.hash = '#/pages/myOrder/myOrder';
});

test('nothing is registered until the shell installs the handlers', async () => {
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('before install'), message: 'before install' }));
  expect(await settle(0)).toEqual([]);
});

test('an uncaught error is logged with the current route and where it was thrown', async () => {
  const uninstall = installGlobalErrorHandlers();
  const error = new RangeError('bad index');
  window.dispatchEvent(
    new ErrorEvent('error', {
      error,
      message: error.message,
      filename: 'https://app.test/h5/main.js',
      lineno: 3,
      colno: 9,
    }),
  );
  const [entry] = await settle(1);
  uninstall();
  expect(entry).toMatchObject({
    route: '/pages/myOrder/myOrder',
    error: 'RangeError',
    message: 'bad index',
    info: 'https://app.test/h5/main.js:3:9',
    instance: 'window.error',
    level: 'error',
  });
});

test('an unhandled rejection is logged; API errors as info, network ones not at all', async () => {
  const uninstall = installGlobalErrorHandlers();
  window.dispatchEvent(rejectionEvent(new Error('async boom')));
  window.dispatchEvent(rejectionEvent(new ApiError({ kind: 'business', code: 404, msg: '商品不存在' })));
  window.dispatchEvent(rejectionEvent(new ApiError({ kind: 'network', code: -100, msg: '请求失败，请重试！' })));
  window.dispatchEvent(rejectionEvent(new ApiError({ kind: 'timeout', code: -100, msg: '请求失败，请重试！' })));
  const entries = await settle(2);
  uninstall();
  expect(entries.map(({ message, level, instance }) => ({ message, level, instance }))).toEqual([
    { message: 'async boom', level: 'error', instance: 'window.unhandledrejection' },
    { message: '商品不存在', level: 'info', instance: 'window.unhandledrejection' },
  ]);
});

test('installing twice registers once; uninstall removes the handlers', async () => {
  const first = installGlobalErrorHandlers();
  const second = installGlobalErrorHandlers();
  expect(second).toBe(first);
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('once'), message: 'once' }));
  expect(await settle(1)).toHaveLength(1);
  first();
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('after uninstall'), message: 'after uninstall' }));
  expect(await settle(2)).toHaveLength(1);
});
