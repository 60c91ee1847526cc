import { createRequestKeys } from '@rental/shared';

/** One idempotency key per thing paid (e.g. `first:12`), until its trade is open. */
export const tradeKeys = createRequestKeys('payments');
