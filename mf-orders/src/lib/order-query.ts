import type { LogisticsType } from '../api/types';

/** The `orderId` query as a positive integer, or undefined when missing or malformed. */
export function parseOrderId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export const logisticsTypeOf = (value: string | undefined): LogisticsType =>
  value === 'giveback' ? 'giveback' : 'delivery';
