import { http as mswHttp, HttpResponse } from 'msw';
import { initI18n } from '../i18n/i18n';
import { setupLogCapture } from '../logging/log-capture';
import { http } from './index';
import { isHumanMessage } from './human-message';
import { clearToasts, expectToast } from './toast-probe';

const logs = setupLogCapture();

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => logs.accept());
afterEach(clearToasts);

test.each([
  '库存不足，请选择其他规格',
  'Coupon already used on another order',
  'Select a card from the list',
  '该优惠券不在领取时间内',
])('%j is a message for people', (msg) => expect(isHumanMessage(msg)).toBe(true));

test.each([
  ['a stack trace', 'java.lang.NullPointerException: null\n\tat com.rent.OrderService.place(OrderService.java:88)'],
  ['a JS error', "TypeError: Cannot read properties of undefined (reading 'id')"],
  ['SQL', "SELECT id, status FROM orders WHERE user_id = '7'"],
  ['an SQL error', 'SQLSTATE[23000]: Integrity constraint violation'],
  ['markup', '<html><body>502 Bad Gateway</body></html>'],
  ['over 100 characters', '服务'.repeat(51)],
])('%s is not', (_why, msg) => expect(isHumanMessage(msg)).toBe(false));

test('a stack trace from the server is logged, and the toast says the generic text', async () => {
  const dump =
    'org.hibernate.exception.SQLGrammarException: could not execute query\n\tat org.hibernate.Loader.doList(Loader.java:2231)';
  logs.server.use(mswHttp.get('/api/x', () => HttpResponse.json({ success: false, code: 500, msg: dump })));
  await expect(http.get('/api/x')).rejects.toMatchObject({ kind: 'business', msg: '服务器异常！' });
  await expectToast('服务器异常！');
  const [entry] = await logs.settle(1);
  expect(entry).toMatchObject({ level: 'info', instance: 'http', info: 'unreadable server msg of /api/x' });
  expect(entry?.message).toContain('SQLGrammarException');
});
