import { formatMoney } from '@rental/shared';

/** "¥50" for whole yuan, "¥4.50" otherwise: coupon faces read better without ".00". */
export function formatYuanShort(fen: number): string {
  return fen % 100 === 0 ? `¥${fen / 100}` : formatMoney(fen);
}
