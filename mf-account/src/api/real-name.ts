import { http, isRecord, type RealNameStatus, type UserInfo, type WalletResultCode } from '@rental/shared';
import { isClientInfo } from './guards';

export interface RealNameForm {
  name: string;
  idNumber: string;
  validFrom: string;
  validTo: string;
  frontFileId: string;
  backFileId: string;
}

const isSubmitted = (v: unknown): v is { realNameStatus: RealNameStatus } =>
  isRecord(v) && typeof v.realNameStatus === 'string';
const isCertify = (v: unknown): v is { certifyId: string } => isRecord(v) && typeof v.certifyId === 'string';

export interface FaceResult {
  passed: boolean;
  realNameStatus: RealNameStatus;
  userInfo: UserInfo;
}

const isFaceResult = (v: unknown): v is FaceResult =>
  isRecord(v) && typeof v.passed === 'boolean' && isClientInfo(v.userInfo);

/** The confirmed card details. Silent: the form shows the server's message in place. */
export function submitRealName(form: RealNameForm): Promise<{ realNameStatus: RealNameStatus } | undefined> {
  return http.post('/api/client/auth/submit', { ...form }, { guard: isSubmitted, silent: true });
}

/** Starts a face check: the certifyId the wallet verifies against. */
export async function startFace(): Promise<string | undefined> {
  return (await http.post('/api/client/auth/face', {}, { guard: isCertify, silent: true }))?.certifyId;
}

/** Tells the server what the wallet answered (it then asks the wallet's record, not the page). */
export function putFace(certifyId: string, resultCode: WalletResultCode): Promise<unknown> {
  return http.post('/api/client/face/put', { certifyId, resultCode }, { silent: true });
}

export function getFaceResult(certifyId: string): Promise<FaceResult | undefined> {
  return http.post('/api/client/face/result', { certifyId }, { guard: isFaceResult, silent: true });
}
