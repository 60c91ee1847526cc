import { WalletError, WalletTimeoutError } from './wallet-bridge';

export type WalletAction = 'getAuthCode' | 'freeze' | 'faceVerify' | 'pay' | 'getSystemInfo' | 'subscribe';

/**
 * How long the wallet may take to answer: the renter types a password or faces the camera, so a
 * few minutes, but never forever — a page must not stay "paying" when the answer is lost.
 */
export const WALLET_TIMEOUT_MS: Readonly<Record<WalletAction, number>> = {
  getAuthCode: 30_000,
  freeze: 180_000,
  faceVerify: 180_000,
  pay: 180_000,
  // Only read to follow the wallet's text size: the page must not wait for it.
  getSystemInfo: 3_000,
  // One tap on the wallet's consent sheet.
  subscribe: 60_000,
};

/**
 * Runs `start` with a signal that aborts at the deadline; the call then rejects with a
 * WalletTimeoutError (the outcome is unknown: only the server can say what happened).
 */
export function withDeadline<T>(
  action: WalletAction,
  ms: number,
  start: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new WalletTimeoutError(`${action}: no answer within ${ms} ms`));
    }, ms);
    start(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new WalletError(String(error), 'failed'));
      },
    );
  });
}
