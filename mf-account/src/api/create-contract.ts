import { http } from '@rental/shared';
import { ContractCreatedSchema, type ShownContract } from './contract-types';

/**
 * Starts signing the text the renter was shown: the e-signature provider's page to show. A text
 * changed since, or never shown, is refused (see `contractRefusal`).
 */
export function createContract(orderId: number, shown: ShownContract, lang?: string) {
  const params = { orderId, contractId: shown.contractId, contentHash: shown.contentHash };
  return http.get('/api/contract/create', {
    params: lang ? { ...params, lang } : params,
    schema: ContractCreatedSchema,
    silent: true,
  });
}
