import { logInfo } from '../logging/log-error';
import { boolean, is, object, optional, string, unknown } from 'valibot';
import { WALLET_TIMEOUT_MS, withDeadline, type WalletAction } from './deadline';
import { isWalletResultCode, WalletError, type WalletBridge, type WalletResult } from './wallet-bridge';

/**
 * Inside the wallet the page lives in a mini-program web-view and can only talk to its host page
 * by messages (`my.postMessage` / `my.onMessage`); the host page calls the wallet's APIs and
 * answers with the same id.
 */
interface MiniProgramApi {
  postMessage(message: unknown): void;
  onMessage?: (message: unknown) => void;
}

const BridgeMessageSchema = object({
  id: string(),
  ok: boolean(),
  data: optional(unknown()),
  error: optional(string()),
});
const ResultSchema = object({ resultCode: unknown(), memo: optional(string()) });
const AuthCodeSchema = object({ authCode: string() });
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

function api(): MiniProgramApi | null {
  const my = (window as unknown as { my?: MiniProgramApi }).my;
  return my && typeof my.postMessage === 'function' ? my : null;
}

export function isInsideWallet(): boolean {
  return /AlipayClient/i.test(navigator.userAgent) && api() !== null;
}

/** What the log keeps of a message it could not read: its shape, never its values. */
function shapeOf(value: unknown): string {
  if (!isObject(value) || Array.isArray(value)) return value === null ? 'null' : typeof value;
  return `{${Object.keys(value).slice(0, 10).join(',')}}`;
}

function ignore(why: string, message: unknown): void {
  logInfo(`wallet bridge: ${why} (${shapeOf(message)}), ignored`, 'message from the host page');
}

/** The wallet's answer as a result; an unknown code is unknown to us too: the server is asked. */
function asResult(action: WalletAction, value: unknown): WalletResult {
  const code = is(ResultSchema, value) ? value.resultCode : undefined;
  if (isWalletResultCode(code)) return { resultCode: code, memo: is(ResultSchema, value) ? (value.memo ?? '') : '' };
  ignore(`${action} answered no known result code`, value);
  return { resultCode: '6004', memo: '' };
}

/** A bridge over `my.postMessage`, each call bounded by its timeout. */
export function createMiniProgramBridge(
  timeouts: Readonly<Record<WalletAction, number>> = WALLET_TIMEOUT_MS,
): WalletBridge {
  const pending = new Map<string, Pending>();
  let nextId = 0;

  const receive = (message: unknown) => {
    if (!is(BridgeMessageSchema, message)) return ignore('malformed message', message);
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.data);
    else
      waiting.reject(new WalletError(message.error ?? 'failed', message.error === 'cancel' ? 'cancelled' : 'failed'));
  };

  const call = (action: WalletAction, params: Record<string, string>): Promise<unknown> => {
    const my = api();
    if (!my) return Promise.reject(new WalletError('not inside the wallet', 'unavailable'));
    my.onMessage ??= receive;
    const id = `wb${Date.now()}-${nextId++}`;
    return withDeadline(action, timeouts[action], (signal) => {
      signal.addEventListener('abort', () => pending.delete(id));
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        my.postMessage({ id, action, params });
      });
    });
  };

  return {
    kind: 'wallet',
    async getAuthCode(scopes) {
      const data = await call('getAuthCode', { scopes });
      if (!is(AuthCodeSchema, data) || data.authCode === '') {
        ignore('getAuthCode answered no auth code', data);
        throw new WalletError('no auth code', 'failed');
      }
      return data.authCode;
    },
    freeze: async (orderStr) => asResult('freeze', await call('freeze', { orderStr })),
    faceVerify: async (certifyId) => asResult('faceVerify', await call('faceVerify', { certifyId })),
    pay: async (tradeNo) => asResult('pay', await call('pay', { tradeNo })),
    systemInfo: () => call('getSystemInfo', {}),
    subscribe: async (templateIds) =>
      asResult('subscribe', await call('subscribe', { templateIds: templateIds.join(',') })),
  };
}

export const miniProgramBridge = createMiniProgramBridge();
