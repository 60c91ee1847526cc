import { http, isArrayOf } from '@rental/shared';
import type { Address, AddressFields } from './types';
import { isAddress } from './guards';

const isAddressList = (v: unknown): v is Address[] => isArrayOf(v, isAddress);

/** The renter's saved addresses. Silent: the address card shows a failure with a retry. */
export function getAddresses(signal?: AbortSignal): Promise<Address[] | undefined> {
  return http.get('/api/address/list', { guard: isAddressList, silent: true, signal });
}

/** Saves a new address (JSON). Silent: the form shows the server's message in place. */
export function saveAddress(fields: AddressFields & { isDefault: boolean }): Promise<Address | undefined> {
  return http.post('/api/address/save', { ...fields }, { json: true, guard: isAddress, silent: true });
}
