/** What the confirm page reads of a bound card: enough to name it. */
export interface BoundCard {
  id: number;
  bankName: string;
  last4: string;
}

/** The automatic debit chosen with the order (`autopay` of `POST /api/order/place`); null: off. */
export type AutopayChoice = { method: 'wallet' } | { method: 'card'; cardId: number };
