import { http } from '@rental/shared';
import { isSignedContracts } from './guards';
import type { SignedContract } from './types';

/** The renter's signed contracts, newest first. Silent: shown in place with a retry. */
export function getMyContracts(): Promise<SignedContract[] | undefined> {
  return http.get('/api/contract/list', { guard: isSignedContracts, silent: true });
}
