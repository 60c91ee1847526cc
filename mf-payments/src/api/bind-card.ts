import { http } from '@rental/shared';
import { isBankCard } from './guards';
import type { BankCard } from './types';

/** Binds the pending card with its SMS code. Silent: a wrong code is shown at the code field. */
export function bindCard(no: string, verifyCode: string): Promise<BankCard | undefined> {
  return http.post('/api/unionpay/card/bind', { no, verifyCode }, { guard: isBankCard, silent: true });
}
