import { http } from '@rental/shared';
import { isContractCheck } from './guards';
import type { ContractCheck } from './types';

/** Whether the contract is signed (moves the order on to payment when it is). */
export function checkContract(orderId: number): Promise<ContractCheck | undefined> {
  return http.get('/api/contract/check', { params: { orderId }, guard: isContractCheck, silent: true });
}
