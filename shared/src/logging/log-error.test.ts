import { initI18n } from '../i18n/i18n';
import { ApiError } from '../http/api-error';
import { fakeClockOnly, setupLogCapture } from './log-capture';
import { logError, logInfo, setLogContext } from './index';

const logs = setupLogCapture();
let clock = Date.parse('2026-11-21T10:00:00Z');

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => {
  // Each test starts a minute after the last: outside the 60 s duplicate and 10 s storm windows.
  fakeClockOnly();
  clock += 61_000;
  jest.setSystemTime(clock);
  logs.accept();
  window.location.hash = '#/pages/order/order?goodsId=1001';
});
afterEach(() => jest.useRealTimers());

test('an error is sent as JSON with the route path (not its query), the code it came from, the language and every payload field', async () => {
  setLogContext({ shellVersion: '1.4.0+3f9c2ab1', remote: 'mf_orders@2.0.0+0a1b2c3d' });
  const error = new TypeError('x is undefined');
  logError({ error, info: 'in <OrderCard>', instance: 'route:pages/order/order' });
  const [entry] = await logs.settle(1);
  expect(logs.requests[0]?.contentType).toMatch(/^application\/json/);
  expect(entry).toEqual({
    route: '/pages/order/order',
    info: 'in <OrderCard>',
    instance: 'route:pages/order/order',
    error: 'TypeError',
    stack: expect.stringContaining('x is undefined') as unknown,
    message: 'x is undefined',
    level: 'error',
    shellVersion: '1.4.0+3f9c2ab1',
    remote: 'mf_orders@2.0.0+0a1b2c3d',
    lang: 'zh-CN',
  });
  setLogContext({ shellVersion: '', remote: '' });
});

test('logInfo sends an info entry', async () => {
  logInfo('wallet auth cancelled', 'scope auth_user');
  const [entry] = await logs.settle(1);
  expect(entry).toMatchObject({
    message: 'wallet auth cancelled',
    info: 'scope auth_user',
    level: 'info',
    error: '',
    stack: '',
  });
});

test('strings, API errors and plain objects are described', async () => {
  logError({ error: 'plain text' });
  logError({ error: new ApiError({ kind: 'business', code: 409, msg: '订单状态已变化' }) });
  logError({ error: { reason: 'cancelled', step: 2 } });
  const entries = await logs.settle(3);
  expect(entries.map(({ error, message }) => ({ error, message }))).toEqual([
    { error: '', message: 'plain text' },
    { error: 'ApiError(business 409)', message: '订单状态已变化' },
    { error: 'object', message: '{"reason":"cancelled","step":2}' },
  ]);
});

test('every string field is masked', async () => {
  window.location.hash = '#/pages/bindMobileNumber/bindMobileNumber?mobile=13800138000';
  const error = new Error('bind failed for 6222021234567890, id 11010519491231002X');
  error.stack = `Error: verifyCode=123456\n    at bind (main.js:1:100)`;
  logError({ error, info: '{"token":"tok-secret"}', instance: 'Bearer abc.def' });
  const [entry] = await logs.settle(1);
  expect(entry).toMatchObject({
    route: '/pages/bindMobileNumber/bindMobileNumber',
    message: 'bind failed for 6222********7890, id 110***********002X',
    stack: expect.stringContaining('verifyCode=******') as unknown,
    info: '{"token":"***"}',
    instance: 'Bearer ***',
  });
  expect(JSON.stringify(entry)).not.toMatch(
    /13800138000|6222021234567890|11010519491231002X|123456|tok-secret|abc\.def/,
  );
});

test('the same error on the same route is sent once; the drop is reported with the next entry', async () => {
  const error = new Error('boom');
  for (let i = 0; i < 3; i += 1) logError({ error });
  logError({ error: new Error('other') });
  const entries = await logs.settle(2);
  expect(entries.map((e) => [e.message, e.info])).toEqual([
    ['boom', ''],
    ['other', '[2 earlier log entries dropped]'],
  ]);
});

test('a storm is capped at 10 entries per 10 s', async () => {
  for (let i = 0; i < 25; i += 1) logError({ error: new Error(`storm ${i}`) });
  expect(await logs.settle(10, 100)).toHaveLength(10);
  jest.setSystemTime((clock += 10_000));
  logError({ error: new Error('after the storm'), info: 'ctx' });
  const entries = await logs.settle(11);
  expect(entries[10]).toMatchObject({ message: 'after the storm', info: 'ctx\n[15 earlier log entries dropped]' });
});
