import { http as mswHttp, HttpResponse } from 'msw';
import { array, number, object, string } from 'valibot';
import { initI18n } from '../i18n/i18n';
import { setupLogCapture } from '../logging/log-capture';
import { http } from './index';
import { clearToasts, expectToast } from './toast-probe';

const logs = setupLogCapture();
const OrderSchema = object({ orderNo: string(), bills: array(object({ amount: number() })) });

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => logs.accept());
afterEach(clearToasts);

const answer = (data: unknown) =>
  logs.server.use(mswHttp.get('/api/order/7', () => HttpResponse.json({ success: true, code: 200, data })));

test('an answer that breaks its schema is logged with where, never with the value, and shows the empty row', async () => {
  answer({ orderNo: 'ZL7', bills: [{ amount: 100 }, { amount: '13800138000' }] });
  await expect(http.get('/api/order/7', { schema: OrderSchema })).rejects.toMatchObject({ kind: 'empty' });
  await expectToast('响应类型异常，请联系客服处理！');
  const [entry] = await logs.settle(1);
  expect(entry).toMatchObject({
    level: 'error',
    instance: 'http',
    info: 'bills.1.amount: expected number, got string',
  });
  expect(entry?.message).toContain('/api/order/7');
  expect(JSON.stringify(entry)).not.toContain('13800138000');
});

test('a missing field is named too', async () => {
  answer({ bills: [] });
  await expect(http.get('/api/order/7', { schema: OrderSchema, silent: true })).rejects.toMatchObject({
    kind: 'empty',
  });
  const entries = await logs.settle(1);
  expect(entries.map((e) => e.info)).toEqual(['orderNo: missing']);
});

test('what the call resolves to is the schema’s output: fields it does not name are not passed on', async () => {
  answer({ orderNo: 'ZL7', bills: [], internalNote: 'risk score 0.93' });
  await expect(http.get('/api/order/7', { schema: OrderSchema })).resolves.toEqual({ orderNo: 'ZL7', bills: [] });
  expect(await logs.settle(0)).toEqual([]);
});
