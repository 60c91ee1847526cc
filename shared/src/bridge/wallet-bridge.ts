/**
 * The wallet's capabilities (auth code, deposit freeze, face check, pay) behind one interface, so
 * pages never know whether they run inside the wallet's web-view or in a plain browser.
 */
export type WalletResultCode =
  | '9000' // success
  | '8000' // processing: outcome unknown, ask the server
  | '6004' // unknown: ask the server
  | '6001' // cancelled by the user
  | '6002' // network error
  | '4000'; // failed

export interface WalletResult {
  resultCode: WalletResultCode;
  memo: string;
}

export interface WalletBridge {
  readonly kind: 'wallet' | 'browser';
  getAuthCode(scopes: 'auth_user'): Promise<string>;
  /** Deposit pre-authorization for an order, from the order string the server signed. */
  freeze(orderStr: string): Promise<WalletResult>;
  faceVerify(certifyId: string): Promise<WalletResult>;
  pay(tradeNo: string): Promise<WalletResult>;
  /** The wallet's `my.getSystemInfo()` answer, unread (its fields vary by wallet version). */
  systemInfo(): Promise<unknown>;
}

export class WalletError extends Error {
  constructor(
    message: string,
    readonly reason: 'cancelled' | 'unavailable' | 'failed',
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

/**
 * The wallet gave no answer in time: its outcome is unknown (a payment may have gone through), so
 * callers ask the server instead of assuming a failure.
 */
export class WalletTimeoutError extends WalletError {
  constructor(message: string) {
    super(message, 'unavailable');
    this.name = 'WalletTimeoutError';
  }
}

export const WALLET_RESULT_CODES: readonly WalletResultCode[] = ['9000', '8000', '6004', '6001', '6002', '4000'];

export function isWalletResultCode(value: unknown): value is WalletResultCode {
  return typeof value === 'string' && (WALLET_RESULT_CODES as readonly string[]).includes(value);
}

/** Only the server can say a payment happened; these codes mean "ask it". */
export function isUnknownOutcome(code: WalletResultCode): boolean {
  return code === '8000' || code === '6004';
}
