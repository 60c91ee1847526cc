import { http } from '@rental/shared';
import { isTestFreeze } from './guards';
import type { TestFreeze } from './types';

/** A one-fen pre-authorization order string for the wallet's freeze (only where config allows it). */
export function getTestFreeze(): Promise<TestFreeze | undefined> {
  return http.get('/api/test/aliPayFreeze', { guard: isTestFreeze, silent: true });
}
