import { http } from '@rental/shared';
import { AddressSchema, type AddressFields } from './types';

/** Saves a new address (JSON). Silent: the form shows the server's message in place. */
export function saveAddress(fields: AddressFields & { isDefault: boolean }) {
  return http.post('/api/address/save', { ...fields }, { json: true, schema: AddressSchema, silent: true });
}
