import { http } from '@rental/shared';
import { isOrderDocument, isOrderDocuments } from './guards';
import type { OrderDocument, OrderDocumentEntry } from './types';

/** What the order's end produced beside its contract (a settlement, a proof of purchase). Silent: shown in place. */
export function getOrderDocuments(orderId: number): Promise<OrderDocumentEntry[] | undefined> {
  return http.get('/api/contract/documents', { params: { orderId }, guard: isOrderDocuments, silent: true });
}

/** One of those documents, as issued (not yet sanitized). */
export function getOrderDocument(orderId: number, docId: string): Promise<OrderDocument | undefined> {
  return http.get('/api/contract/document', { params: { orderId, docId }, guard: isOrderDocument, silent: true });
}
