import type { TFunction } from 'i18next';
import type { RefundDestination } from '../api/cancel-types';

/** Where a refund goes, as the renter knows it: "钱包" or "中国工商银行（尾号 1234）". */
export function refundDestination(d: RefundDestination, t: TFunction<'orders'>): string {
  if (d.channel === 'card' && d.bankName)
    return d.last4 ? t('manage.refund.card', { bank: d.bankName, last4: d.last4 }) : d.bankName;
  return d.channel === 'card' ? t('manage.refund.cardUnknown') : t('manage.refund.wallet');
}
