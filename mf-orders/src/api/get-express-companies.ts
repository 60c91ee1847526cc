import { http } from '@rental/shared';
import { ExpressCompanyListSchema } from './types';

/** The carriers a device can be sent back with, each with an example number. Silent. */
export function getExpressCompanies() {
  return http.get('/api/common/express', { schema: ExpressCompanyListSchema, silent: true });
}
