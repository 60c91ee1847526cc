import type { Store } from './store';

export const WALLET_ACTIONS = ['freeze', 'face', 'pay', 'subscribe'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** The wallet's own result codes: 9000 ok, 8000/6004 unknown, 6001 cancelled, 6002 network, 4000 failed. */
export const WALLET_RESULT_CODES = ['9000', '8000', '6004', '6001', '6002', '4000'] as const;
export type WalletResultCode = (typeof WALLET_RESULT_CODES)[number];

export interface WalletOverride {
  resultCode: WalletResultCode;
  memo: string;
  remaining: number | null;
}

export function takeWalletResult(
  store: Store,
  action: WalletAction,
  subject: string,
  now: number,
): { resultCode: WalletResultCode; memo: string } {
  const override = store.walletOverrides.get(action);
  let result: { resultCode: WalletResultCode; memo: string } = { resultCode: '9000', memo: '' };
  if (override) {
    result = { resultCode: override.resultCode, memo: override.memo };
    if (override.remaining !== null && --override.remaining <= 0) store.walletOverrides.delete(action);
  }
  store.walletCalls.push({ action, subject, resultCode: result.resultCode, at: new Date(now).toISOString() });
  return result;
}
