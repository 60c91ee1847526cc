import { http, isArrayOf, isInteger, isRecord, isString } from '@rental/shared';
import type { BoundCard } from './autopay-types';

const isBoundCard = (v: unknown): v is BoundCard =>
  isRecord(v) && isInteger(v.id) && isString(v.bankName) && isString(v.last4);

/** The renter's bound cards, the fallback an automatic debit may use (`GET /api/unionpay/card/list`). */
export function getBoundCards(): Promise<BoundCard[] | undefined> {
  return http.get('/api/unionpay/card/list', {
    guard: (v): v is BoundCard[] => isArrayOf(v, isBoundCard),
    silent: true,
  });
}
