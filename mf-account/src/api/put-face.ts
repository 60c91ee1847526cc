import { http, type WalletResultCode } from '@rental/shared';

/** Tells the server what the wallet answered (it then asks the wallet's record, not the page). */
export function putFace(certifyId: string, resultCode: WalletResultCode): Promise<unknown> {
  return http.post('/api/client/face/put', { certifyId, resultCode }, { silent: true });
}
