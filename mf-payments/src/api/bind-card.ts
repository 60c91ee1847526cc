import { http } from '@rental/shared';
import { BankCardSchema } from './types';

/** Binds the pending card with its SMS code. Silent: a wrong code is shown at the code field. */
export function bindCard(no: string, verifyCode: string) {
  return http.post('/api/unionpay/card/bind', { no, verifyCode }, { schema: BankCardSchema, silent: true });
}
