import { http } from '@rental/shared';
import { isExpressCompanies } from './guards';
import type { ExpressCompany } from './types';

/** The carriers a device can be sent back with, each with an example number. Silent. */
export function getExpressCompanies(): Promise<ExpressCompany[] | undefined> {
  return http.get('/api/common/express', { guard: isExpressCompanies, silent: true });
}
