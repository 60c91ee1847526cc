import { http } from '@rental/shared';
import { ContractHtmlSchema } from './contract-types';

/** The contract's markup (not yet sanitized). `fixture: 'hostile'` is for tests only. */
export function getContractHtml(orderId: number, fixture?: 'hostile') {
  const body = fixture ? { orderId, fixture } : { orderId };
  return http.post('/api/order/contract/html', body, { json: true, schema: ContractHtmlSchema, silent: true });
}
