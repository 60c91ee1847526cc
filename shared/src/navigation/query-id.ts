/** An id from a page's query (`orderId`, `cardId`) as a positive integer; undefined when missing or malformed. */
export function parseQueryId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
