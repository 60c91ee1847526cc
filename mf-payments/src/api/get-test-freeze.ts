import { http } from '@rental/shared';
import { TestFreezeSchema } from './types';

/** A one-fen pre-authorization order string for the wallet's freeze (only where config allows it). */
export function getTestFreeze() {
  return http.get('/api/test/aliPayFreeze', { schema: TestFreezeSchema, silent: true });
}
