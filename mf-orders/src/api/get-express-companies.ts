import { http } from '@rental/shared';
import { isExpressCompanies } from './manage-guards';
import type { ExpressCompany } from './order-types';

/** The carriers a device can be sent back with, each with an example number. Silent. */
export function getExpressCompanies(): Promise<ExpressCompany[] | undefined> {
  return http.get('/api/common/express', { guard: isExpressCompanies, silent: true });
}
