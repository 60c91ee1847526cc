import type { TFunction } from 'i18next';
import type { Bill } from '../api/types';

/** A row's name on every payments page: "第 2/6 期", "买断", or the early-return fee. */
export function billTitle(bill: Bill, t: TFunction<'payments'>): string {
  if (bill.kind === 'buyout') return t('bills.buyoutRow');
  if (bill.kind === 'returnFee') return t('bills.returnFeeRow');
  return t('bills.period', { n: bill.periodNo, total: bill.periodTotal });
}
