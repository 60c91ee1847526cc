import { http } from '@rental/shared';
import { isFaceResult } from './guards';
import type { FaceResult } from './types';

/** The face check's outcome as the server read it from the wallet, with the profile it left. Silent. */
export function getFaceResult(certifyId: string): Promise<FaceResult | undefined> {
  return http.post('/api/client/face/result', { certifyId }, { guard: isFaceResult, silent: true });
}
