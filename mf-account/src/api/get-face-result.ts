import { http } from '@rental/shared';
import { FaceResultSchema } from './types';

/** The face check's outcome as the server read it from the wallet, with the profile it left. Silent. */
export function getFaceResult(certifyId: string) {
  return http.post('/api/client/face/result', { certifyId }, { schema: FaceResultSchema, silent: true });
}
