import { http } from '@rental/shared';
import { isAddress } from './guards';
import type { Address, AddressFields } from './types';

/** Saves a new address (JSON). Silent: the form shows the server's message in place. */
export function saveAddress(fields: AddressFields & { isDefault: boolean }): Promise<Address | undefined> {
  return http.post('/api/address/save', { ...fields }, { json: true, guard: isAddress, silent: true });
}
