import { initI18n } from '../i18n/i18n';
import { setupLogCapture } from '../logging/log-capture';
import { resetLogSender } from '../logging/log-sender';
import { createMiniProgramBridge } from './mini-program-bridge';
import { WalletTimeoutError } from './wallet-bridge';

const logs = setupLogCapture();
const posted: { id: string; action: string }[] = [];
const my: { postMessage: (m: { id: string; action: string }) => void; onMessage?: (m: unknown) => void } = {
  postMessage: (m) => posted.push(m),
};
const timeouts = { getAuthCode: 200, freeze: 200, faceVerify: 200, pay: 200, getSystemInfo: 200, subscribe: 200 };

beforeAll(async () => {
  await initI18n('zh-CN');
  Object.assign(window, { my });
  Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 AlipayClient/10.5', configurable: true });
});
beforeEach(() => {
  resetLogSender();
  logs.accept();
  posted.length = 0;
  delete my.onMessage;
});

test('an answered call resolves with the wallet result', async () => {
  const bridge = createMiniProgramBridge(timeouts);
  const paying = bridge.pay('T1');
  my.onMessage?.({ id: posted[0]?.id, ok: true, data: { resultCode: '9000', memo: 'ok' } });
  await expect(paying).resolves.toEqual({ resultCode: '9000', memo: 'ok' });
});

test('a call the wallet never answers ends with a timeout, never "paying" forever', async () => {
  const bridge = createMiniProgramBridge(timeouts);
  const error: unknown = await bridge.pay('T2').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WalletTimeoutError);
  // A late answer after the timeout changes nothing.
  expect(() => my.onMessage?.({ id: posted[0]?.id, ok: true, data: { resultCode: '9000' } })).not.toThrow();
});

test('a malformed message is ignored and logged; the real answer still counts', async () => {
  const bridge = createMiniProgramBridge(timeouts);
  const paying = bridge.pay('T3');
  my.onMessage?.('{"id":1}');
  my.onMessage?.({ id: 42, ok: 'yes' });
  my.onMessage?.({ id: posted[0]?.id, ok: true, data: { resultCode: '6001', memo: 'cancelled' } });
  await expect(paying).resolves.toEqual({ resultCode: '6001', memo: 'cancelled' });
  const entries = await logs.settle(2);
  expect(entries.map((e) => [e.message, e.level])).toEqual([
    ['wallet bridge: malformed message (string), ignored', 'info'],
    ['wallet bridge: malformed message ({id,ok}), ignored', 'info'],
  ]);
});

test('an unknown result code is treated as unknown: the server is asked', async () => {
  const bridge = createMiniProgramBridge(timeouts);
  const paying = bridge.pay('T4');
  my.onMessage?.({ id: posted[0]?.id, ok: true, data: { resultCode: 'OK!' } });
  await expect(paying).resolves.toEqual({ resultCode: '6004', memo: '' });
});

test('the reminders consent asks the host page for the templates and reads its answer', async () => {
  const bridge = createMiniProgramBridge(timeouts);
  const asking = bridge.subscribe(['billDue', 'orderShipped']);
  expect(posted[0]).toMatchObject({ action: 'subscribe', params: { templateIds: 'billDue,orderShipped' } });
  my.onMessage?.({ id: posted[0]?.id, ok: true, data: { resultCode: '6001', memo: 'declined' } });
  await expect(asking).resolves.toEqual({ resultCode: '6001', memo: 'declined' });
});
