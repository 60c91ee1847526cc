import { getWalletBridge, WalletError, WalletTimeoutError, type WalletResultCode } from '@rental/shared';
import { notifyFreeze, refreezeOrder } from '../api/freeze-order';

/**
 * How a deposit pre-authorization ended, as the server sees it: `frozen` only when the server
 * says so; `cancelled` when the renter closed the wallet (the order waits and can resume);
 * `failed` with the wallet's memo otherwise.
 */
export type FreezeOutcome =
  | { kind: 'frozen' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; resultCode: WalletResultCode | 'unavailable'; memo: string };

/** Runs the wallet's freeze for an order string, then reports it so the server can decide. */
export async function runFreeze(orderId: number, orderStr: string): Promise<FreezeOutcome | undefined> {
  let resultCode: WalletResultCode;
  let memo = '';
  try {
    const result = await getWalletBridge().freeze(orderStr);
    resultCode = result.resultCode;
    memo = result.memo;
  } catch (error) {
    if (error instanceof WalletError && error.reason === 'cancelled') resultCode = '6001';
    // No answer in time: the deposit may be frozen, so the server decides.
    else if (error instanceof WalletTimeoutError) resultCode = '6004';
    else return { kind: 'failed', resultCode: 'unavailable', memo: error instanceof Error ? error.message : '' };
  }
  const answer = await notifyFreeze(orderId, resultCode);
  if (!answer) return undefined;
  if (answer.frozen) return { kind: 'frozen' };
  if (resultCode === '6001') return { kind: 'cancelled' };
  return { kind: 'failed', resultCode, memo };
}

/** Resumes a waiting order: a fresh freeze string, then the freeze. */
export async function resumeFreeze(orderId: number): Promise<FreezeOutcome | undefined> {
  const placed = await refreezeOrder(orderId);
  return placed ? runFreeze(orderId, placed.freeze.orderStr) : undefined;
}
