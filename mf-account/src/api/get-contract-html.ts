import { http } from '@rental/shared';
import { isContractHtml } from './guards';
import type { ContractHtml } from './types';

/** The contract's markup (not yet sanitized). `fixture: 'hostile'` is for tests only. */
export function getContractHtml(orderId: number, fixture?: 'hostile'): Promise<ContractHtml | undefined> {
  const body = fixture ? { orderId, fixture } : { orderId };
  return http.post('/api/order/contract/html', body, { json: true, guard: isContractHtml, silent: true });
}
