import type { Lang } from '../i18n/lang';
import { contentHashOf } from './contract-versions';
import type { OrderRecord } from './order-types';

/** A document beside the order's contract: a return's settlement, a buyout's proof, a renewal's supplementary agreement. */
export type OrderDocumentKind = 'settlement' | 'purchaseProof' | 'renewalAgreement';

export interface OrderDocument {
  docId: string;
  kind: OrderDocumentKind;
  /** When the event it records happened (the return inspected, the buyout paid). */
  issuedAt: number;
  lang: Lang;
  html: string;
  contentHash: string;
}

// Kept beside the order record, as its contract versions are: a reset drops them with the orders.
const issued = new WeakMap<OrderRecord, Map<OrderDocumentKind, OrderDocument>>();

/**
 * The order's document of `kind`, frozen the first time it is asked for: it is drawn only from what
 * an ended order no longer changes (its rows, its dates, the parties as signed), and once drawn its
 * bytes are served as they are.
 */
export function frozenDocument(
  order: OrderRecord,
  kind: OrderDocumentKind,
  draw: () => Omit<OrderDocument, 'contentHash'>,
): OrderDocument {
  let docs = issued.get(order);
  if (!docs) {
    docs = new Map();
    issued.set(order, docs);
  }
  let doc = docs.get(kind);
  if (!doc) {
    const drawn = draw();
    doc = { ...drawn, contentHash: contentHashOf(drawn.html) };
    docs.set(kind, doc);
  }
  return doc;
}
