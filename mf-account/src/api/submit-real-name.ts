import { http } from '@rental/shared';
import { isRealNameSubmitted } from './guards';
import type { RealNameForm, RealNameSubmitted } from './types';

/** The confirmed card details. Silent: the form shows the server's message in place. */
export function submitRealName(form: RealNameForm): Promise<RealNameSubmitted | undefined> {
  return http.post('/api/client/auth/submit', { ...form }, { guard: isRealNameSubmitted, silent: true });
}
