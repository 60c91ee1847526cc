import { http } from '@rental/shared';
import { isAddressList } from './guards';
import type { Address } from './types';

/** The renter's saved addresses. Silent: the address card shows a failure with a retry. */
export function getAddresses(signal?: AbortSignal): Promise<Address[] | undefined> {
  return http.get('/api/address/list', { guard: isAddressList, silent: true, signal });
}
