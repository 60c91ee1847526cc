import { http } from '@rental/shared';
import { OrderDocumentSchema, OrderDocumentsSchema } from './contract-types';

/** What the order's end produced beside its contract (a settlement, a proof of purchase). Silent: shown in place. */
export function getOrderDocuments(orderId: number) {
  return http.get('/api/contract/documents', { params: { orderId }, schema: OrderDocumentsSchema, silent: true });
}

/** One of those documents, as issued (not yet sanitized). */
export function getOrderDocument(orderId: number, docId: string) {
  return http.get('/api/contract/document', { params: { orderId, docId }, schema: OrderDocumentSchema, silent: true });
}
