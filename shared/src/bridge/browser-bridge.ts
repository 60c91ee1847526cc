import { WALLET_TIMEOUT_MS, withDeadline, type WalletAction } from './deadline';
import { isWalletResultCode, WalletError, type WalletBridge, type WalletResult } from './wallet-bridge';

/**
 * Local runs and tests have no wallet: this stands in for it by asking the dev API's wallet
 * simulator (`/wallet-sim/*`), whose answers the test-control surface can steer.
 */
function simulate(action: WalletAction, path: string, body: Record<string, string>): Promise<unknown> {
  return withDeadline(action, WALLET_TIMEOUT_MS[action], async (signal) => {
    let res: Response;
    try {
      res = await fetch(`/wallet-sim/${path}`, {
        method: 'POST',
        // The simulator answers only JSON with this header (a page elsewhere can't add it) and this
        // run's cookie, which the dev server sets with the app's pages.
        headers: { 'Content-Type': 'application/json', 'X-Rental-Test-Surface': '1' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
        signal,
      });
    } catch {
      throw new WalletError('wallet unreachable', 'unavailable');
    }
    const json: unknown = await res.json().catch(() => null);
    const envelope = json as { success?: boolean; data?: unknown; msg?: string } | null;
    if (!res.ok || !envelope?.success) throw new WalletError(envelope?.msg ?? 'wallet failed', 'failed');
    return envelope.data;
  });
}

function toResult(data: unknown): WalletResult {
  const raw = data as { resultCode?: unknown; memo?: unknown } | null;
  const code = String(raw?.resultCode ?? '');
  return {
    resultCode: isWalletResultCode(code) ? code : '4000',
    memo: typeof raw?.memo === 'string' ? raw.memo : '',
  };
}

export const browserBridge: WalletBridge = {
  kind: 'browser',
  async getAuthCode(scopes) {
    const data = (await simulate('getAuthCode', 'auth', { scopes })) as { authCode?: unknown } | null;
    if (typeof data?.authCode !== 'string') throw new WalletError('no auth code', 'failed');
    return data.authCode;
  },
  async freeze(orderStr) {
    return toResult(await simulate('freeze', 'freeze', { orderStr }));
  },
  async faceVerify(certifyId) {
    return toResult(await simulate('faceVerify', 'face', { certifyId }));
  },
  async pay(tradeNo) {
    return toResult(await simulate('pay', 'pay', { tradeNo }));
  },
  systemInfo: () => simulate('getSystemInfo', 'systemInfo', {}),
  async subscribe(templateIds) {
    return toResult(await simulate('subscribe', 'subscribe', { templateIds: templateIds.join(',') }));
  },
};
