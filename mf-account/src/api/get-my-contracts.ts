import { http } from '@rental/shared';
import { SignedContractsSchema } from './contract-types';

/** The renter's signed contracts, newest first. Silent: shown in place with a retry. */
export function getMyContracts() {
  return http.get('/api/contract/list', { schema: SignedContractsSchema, silent: true });
}
