import { http } from '@rental/shared';
import { isContractMeta } from './guards';
import type { ContractMeta } from './types';

/** The contract's meta for an order. Silent: shown in place with a retry. */
export function getContractMeta(orderId: number, signal?: AbortSignal): Promise<ContractMeta | undefined> {
  return http.get('/api/contract/order', { params: { orderId }, guard: isContractMeta, silent: true, signal });
}
