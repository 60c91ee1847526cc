/** The `orderId` query as a positive integer, or undefined when missing or malformed. */
export function parseOrderId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** A trade number from the query: letters, digits, `-` and `_` only, so it is safe in any call. */
export function parseTradeNo(value: string | undefined): string | undefined {
  return value !== undefined && /^[\w-]{1,64}$/.test(value) ? value : undefined;
}
