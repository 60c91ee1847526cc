import { http, isRecord } from '@rental/shared';
import { isOrderDetail } from './guards';
import type { OrderDetail } from './types';

/** The price of renewing by `term`, the new end date and bills, and the supplementary agreement to sign. */
export interface RenewalQuote {
  term: number;
  termUnit: 'day' | 'month';
  terms: number[];
  periodRent: number;
  totalRent: number;
  fromEndAt: string;
  newEndAt: string;
  bills: { periodNo: number; periodTotal: number; dueDate: string; amount: number }[];
  quoteHash: string;
  agreement: { title: string; lang: string; html: string };
}

const isRenewalQuote = (v: unknown): v is RenewalQuote =>
  isRecord(v) &&
  typeof v.term === 'number' &&
  Array.isArray(v.terms) &&
  typeof v.totalRent === 'number' &&
  typeof v.newEndAt === 'string' &&
  Array.isArray(v.bills) &&
  typeof v.quoteHash === 'string' &&
  isRecord(v.agreement) &&
  typeof v.agreement.html === 'string';

export function getRenewalQuote(orderId: number, term: number): Promise<RenewalQuote | undefined> {
  return http.post('/api/order/renew/quote', { orderId, term }, { guard: isRenewalQuote, loading: false });
}

/** Signs the agreement of `quoteHash` and renews; a price that changed since is refused by the server. */
export function renewOrder(orderId: number, term: number, quoteHash: string): Promise<OrderDetail | undefined> {
  return http.post('/api/order/renew', { orderId, term, quoteHash }, { guard: isOrderDetail, loading: false });
}
