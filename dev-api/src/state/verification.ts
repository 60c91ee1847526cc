import { BizError } from '../http/envelope';
import type { User } from './store';

/** Real name and face both checked: the status only a passed face check after a submitted card gives. */
export const isVerified = (user: User | undefined): boolean => user?.realNameStatus === 'verified';

/** Placing needs a verified renter: a 403 whose `data.reason` the app turns into its verification detour. */
export function requireVerified(user: User): void {
  if (!isVerified(user))
    throw new BizError(403, 'verificationRequired', undefined, {
      reason: 'verificationRequired',
      realNameStatus: user.realNameStatus,
    });
}
