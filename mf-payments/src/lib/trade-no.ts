/** A trade number from the query: letters, digits, `-` and `_` only, so it is safe in any call. */
export function parseTradeNo(value: string | undefined): string | undefined {
  return value !== undefined && /^[\w-]{1,64}$/.test(value) ? value : undefined;
}
