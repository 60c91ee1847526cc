import { http } from '@rental/shared';
import { isContractCreated } from './guards';
import type { ContractCreated, ShownContract } from './types';

/**
 * Starts signing the text the renter was shown: the e-signature provider's page to show. A text
 * changed since, or never shown, is refused (see `contractRefusal`).
 */
export function createContract(
  orderId: number,
  shown: ShownContract,
  lang?: string,
): Promise<ContractCreated | undefined> {
  const params = { orderId, contractId: shown.contractId, contentHash: shown.contentHash };
  return http.get('/api/contract/create', {
    params: lang ? { ...params, lang } : params,
    guard: isContractCreated,
    silent: true,
  });
}
