import { http } from '@rental/shared';
import { ContractCheckSchema } from './contract-types';

/** Whether the contract is signed (moves the order on to payment when it is). */
export function checkContract(orderId: number) {
  return http.get('/api/contract/check', { params: { orderId }, schema: ContractCheckSchema, silent: true });
}
