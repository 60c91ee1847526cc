import { http } from '@rental/shared';
import { ContractMetaSchema } from './contract-types';

/** The contract's meta for an order. Silent: shown in place with a retry. */
export function getContractMeta(orderId: number, signal?: AbortSignal) {
  return http.get('/api/contract/order', { params: { orderId }, schema: ContractMetaSchema, silent: true, signal });
}
