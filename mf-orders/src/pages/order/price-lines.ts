import { formatMoney } from '@rental/shared';
import type { OrderAmount } from '../../api/types';

export type PriceLineKey =
  'periodRent' | 'totalRent' | 'services' | 'coupon' | 'deposit' | 'creditWaived' | 'frozen' | 'firstPay';

export interface PriceLine {
  key: PriceLineKey;
  /** The amount as shown: `¥12.00`, a saving as `-¥12.00`, rent per period as `¥99.00 × 12`. */
  value: string;
  /** The line the renter pays now. */
  strong?: boolean;
  /** A saving or a waiver: shown in the accent colour. */
  saving?: boolean;
}

const minus = (fen: number): string => formatMoney(-fen);

/**
 * The confirm page's breakdown from the server's preview, top to bottom: rent, services, coupon,
 * then the deposit and how much of it credit waives, then what is paid now. Lines of nothing
 * (no services, no coupon) are left out; the deposit lines always show, since "¥0.00 frozen" is
 * what a renter wants to read.
 */
export function priceLines(amount: OrderAmount, periods: number): PriceLine[] {
  const lines: PriceLine[] = [];
  if (periods > 1) lines.push({ key: 'periodRent', value: `${formatMoney(amount.periodRent)} × ${periods}` });
  lines.push({ key: 'totalRent', value: formatMoney(amount.totalRent) });
  if (amount.servicesFee > 0) lines.push({ key: 'services', value: formatMoney(amount.servicesFee) });
  if (amount.couponDiscount > 0) lines.push({ key: 'coupon', value: minus(amount.couponDiscount), saving: true });
  lines.push({ key: 'deposit', value: formatMoney(amount.deposit) });
  if (amount.creditWaived > 0) lines.push({ key: 'creditWaived', value: minus(amount.creditWaived), saving: true });
  lines.push({ key: 'frozen', value: formatMoney(amount.frozen) });
  lines.push({ key: 'firstPay', value: formatMoney(amount.firstPay), strong: true });
  return lines;
}
