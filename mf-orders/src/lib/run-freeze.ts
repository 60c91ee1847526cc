import { getWalletBridge, resultCodeOfError, walletOutcome, type WalletResultCode } from '@rental/shared';
import { notifyFreeze } from '../api/notify-freeze';
import { refreezeOrder } from '../api/refreeze-order';

/**
 * How a deposit pre-authorization ended, as the server sees it: `frozen` only when the server
 * says so; `cancelled` when the renter closed the wallet (the order waits and can resume);
 * `failed` with the wallet's memo otherwise.
 */
export type OrderFreezeOutcome =
  | { kind: 'frozen' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; resultCode: WalletResultCode | 'unavailable'; memo: string };

/** Runs the wallet's freeze for an order string, then reports it so the server can decide. */
export async function runFreeze(orderId: number, orderStr: string): Promise<OrderFreezeOutcome | undefined> {
  let resultCode: WalletResultCode;
  let memo = '';
  try {
    const result = await getWalletBridge().freeze(orderStr);
    resultCode = result.resultCode;
    memo = result.memo;
  } catch (error) {
    resultCode = resultCodeOfError(error);
    // A cancel, or no answer in time (the deposit may be frozen), goes to the server to decide;
    // a wallet that could not run the freeze at all has nothing to report.
    const outcome = walletOutcome(resultCode);
    if (outcome !== 'cancelled' && outcome !== 'unknown') {
      return { kind: 'failed', resultCode: 'unavailable', memo: error instanceof Error ? error.message : '' };
    }
  }
  const answer = await notifyFreeze(orderId, resultCode);
  if (!answer) return undefined;
  if (answer.frozen) return { kind: 'frozen' };
  if (walletOutcome(resultCode) === 'cancelled') return { kind: 'cancelled' };
  return { kind: 'failed', resultCode, memo };
}

/** Resumes a waiting order: a fresh freeze string, then the freeze. */
export async function resumeFreeze(orderId: number): Promise<OrderFreezeOutcome | undefined> {
  const placed = await refreezeOrder(orderId);
  return placed ? runFreeze(orderId, placed.freeze.orderStr) : undefined;
}
