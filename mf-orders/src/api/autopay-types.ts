import { v, WholeSchema } from '@rental/shared';

/** What the confirm page reads of a bound card (`GET /api/unionpay/card/list`): enough to name it. */
export const BoundCardListSchema = v.array(v.object({ id: WholeSchema, bankName: v.string(), last4: v.string() }));
export type BoundCard = v.InferOutput<typeof BoundCardListSchema>[number];

/** The automatic debit chosen with the order (`autopay` of `POST /api/order/place`); null: off. */
export type AutopayChoice = { method: 'wallet' } | { method: 'card'; cardId: number };
