import { is, picklist } from 'valibot';

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
  /**
   * The wallet's consent to send the given message templates (`my.requestSubscribeMessage`): `9000`
   * when the renter allowed them, `6001` when they declined. Asked once; the app keeps the answer.
   */
  subscribe(templateIds: readonly string[]): Promise<WalletResult>;
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

export const WALLET_RESULT_CODES = [
  '9000',
  '8000',
  '6004',
  '6001',
  '6002',
  '4000',
] as const satisfies readonly WalletResultCode[];
const WalletResultCodeSchema = picklist(WALLET_RESULT_CODES);

export function isWalletResultCode(value: unknown): value is WalletResultCode {
  return is(WalletResultCodeSchema, value);
}

/** Only the server can say a payment happened; these codes mean "ask it". */
export function isUnknownOutcome(code: WalletResultCode): boolean {
  return code === '8000' || code === '6004';
}

/** What a wallet answer means for the renter; `unknown` is for the server to settle, never a failure. */
export type WalletOutcome = 'success' | 'unknown' | 'cancelled' | 'failed';

export function walletOutcome(code: WalletResultCode): WalletOutcome {
  if (code === '9000') return 'success';
  if (isUnknownOutcome(code)) return 'unknown';
  return code === '6001' ? 'cancelled' : 'failed';
}

/**
 * The result code a bridge that threw stands for: a cancel, no answer in time (unknown: the server
 * decides), the wallet out of reach, or a failure. Never a success.
 */
export function resultCodeOfError(error: unknown): WalletResultCode {
  if (error instanceof WalletTimeoutError) return '6004';
  if (!(error instanceof WalletError)) return '4000';
  if (error.reason === 'cancelled') return '6001';
  return error.reason === 'unavailable' ? '6002' : '4000';
}
