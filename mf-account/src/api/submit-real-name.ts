import { http } from '@rental/shared';
import { RealNameSubmittedSchema, type RealNameForm } from './types';

/** The confirmed card details. Silent: the form shows the server's message in place. */
export function submitRealName(form: RealNameForm) {
  return http.post('/api/client/auth/submit', { ...form }, { schema: RealNameSubmittedSchema, silent: true });
}
