/** Hours after shipping at which the simulated courier's traces appear; the last is the delivery. */
export const TRACE_OFFSETS_H = [0, 2, 14, 26, 30];
export const TRACE_STATES = ['collected', 'in_transit', 'in_transit', 'delivering', 'signed'] as const;

/** When a parcel shipped at `shippedAt` is delivered: the courier's own estimate. */
export const deliveredBy = (shippedAt: number): number =>
  shippedAt + (TRACE_OFFSETS_H[TRACE_OFFSETS_H.length - 1] ?? 0) * 3_600_000;
