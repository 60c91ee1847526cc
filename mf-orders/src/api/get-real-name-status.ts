import { http } from '@rental/shared';
import { RealNameInfoSchema } from './place-types';

/**
 * Whether the renter has passed real-name verification (`GET /api/client/info`). Silent: the
 * place button reports a fault once, beside itself.
 */
export async function getRealNameStatus() {
  return (await http.get('/api/client/info', { schema: RealNameInfoSchema, silent: true }))?.realNameStatus;
}
