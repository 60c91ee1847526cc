import { http, type RealNameStatus } from '@rental/shared';
import { isRealNameInfo } from './guards';

/**
 * Whether the renter has passed real-name verification (`GET /api/client/info`). Silent: the
 * place button reports a fault once, beside itself.
 */
export async function getRealNameStatus(): Promise<RealNameStatus | undefined> {
  return (await http.get('/api/client/info', { guard: isRealNameInfo, silent: true }))?.realNameStatus;
}
