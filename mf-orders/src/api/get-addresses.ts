import { http } from '@rental/shared';
import { AddressListSchema } from './types';

/** The renter's saved addresses. Silent: the address card shows a failure with a retry. */
export function getAddresses(signal?: AbortSignal) {
  return http.get('/api/address/list', { schema: AddressListSchema, silent: true, signal });
}
