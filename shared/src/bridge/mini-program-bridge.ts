import { WalletError, type WalletBridge, type WalletResult } from './wallet-bridge';

/**
 * Inside the wallet the page lives in a mini-program web-view and can only talk to its host page
 * by messages (`my.postMessage` / `my.onMessage`); the host page calls the wallet's APIs and
 * answers with the same id.
 */
interface MiniProgramApi {
  postMessage(message: unknown): void;
  onMessage?: (message: unknown) => void;
}

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };
const pending = new Map<string, Pending>();
let nextId = 0;

function api(): MiniProgramApi | null {
  const my = (window as unknown as { my?: MiniProgramApi }).my;
  return my && typeof my.postMessage === 'function' ? my : null;
}

export function isInsideWallet(): boolean {
  return /AlipayClient/i.test(navigator.userAgent) && api() !== null;
}

export function call(action: string, params: Record<string, string>): Promise<unknown> {
  const my = api();
  if (!my) return Promise.reject(new WalletError('not inside the wallet', 'unavailable'));
  if (!my.onMessage) {
    my.onMessage = (message) => {
      const m = message as { id?: string; ok?: boolean; data?: unknown; error?: string };
      const p = m.id ? pending.get(m.id) : undefined;
      if (!p || !m.id) return;
      pending.delete(m.id);
      if (m.ok) p.resolve(m.data);
      else p.reject(new WalletError(m.error ?? action, m.error === 'cancel' ? 'cancelled' : 'failed'));
    };
  }
  const id = `wb${Date.now()}-${nextId++}`;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    my.postMessage({ id, action, params });
  });
}

const asResult = (v: unknown): WalletResult => {
  const r = v as Partial<WalletResult> | null;
  return { resultCode: r?.resultCode ?? '4000', memo: r?.memo ?? '' };
};

export const miniProgramBridge: WalletBridge = {
  kind: 'wallet',
  async getAuthCode(scopes) {
    const data = (await call('getAuthCode', { scopes })) as { authCode?: string } | null;
    if (!data?.authCode) throw new WalletError('no auth code', 'failed');
    return data.authCode;
  },
  freeze: async (orderStr) => asResult(await call('freeze', { orderStr })),
  faceVerify: async (certifyId) => asResult(await call('faceVerify', { certifyId })),
  pay: async (tradeNo) => asResult(await call('pay', { tradeNo })),
};
