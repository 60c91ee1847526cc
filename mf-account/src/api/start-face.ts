import { http } from '@rental/shared';
import { FaceStartedSchema } from './types';

/** Starts a face check: the certifyId the wallet verifies against. */
export async function startFace() {
  return (await http.post('/api/client/auth/face', {}, { schema: FaceStartedSchema, silent: true }))?.certifyId;
}
