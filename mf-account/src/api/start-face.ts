import { http } from '@rental/shared';
import { isFaceStarted } from './guards';

/** Starts a face check: the certifyId the wallet verifies against. */
export async function startFace(): Promise<string | undefined> {
  return (await http.post('/api/client/auth/face', {}, { guard: isFaceStarted, silent: true }))?.certifyId;
}
