import { readParam, requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { tr, type Lang } from '../i18n/lang';
import { money } from '../i18n/money';
import {
  applyRenewal,
  renewalAgreements,
  renewalOpen,
  renewalQuote,
  RENEWABLE,
  type RenewalQuote,
} from '../state/order-renewal';
import type { OrderRecord } from '../state/order-types';
import { expect, now, orderOf } from './order-access';
import { intField } from './order-params';
import { orderDetail } from './order-view';
import { drawRenewalAgreement, RENEWAL_TEXTS } from './renewal-agreement';

const agreementTitle = (lang: Lang): string => tr(RENEWAL_TEXTS.title, lang);
const iso = (ms: number): string => new Date(ms).toISOString();

/** The order, if its renewal window is open by the server clock; otherwise a 409 naming its state. */
function renewableOrder(ctx: ApiContext): OrderRecord {
  const order = orderOf(ctx);
  expect(ctx, order, RENEWABLE, 'renew');
  // In rent but before the window (or a return/buyout applied): the same refusal as a wrong state.
  if (!renewalOpen(order, now(ctx))) expect(ctx, order, [], 'renew');
  return order;
}

function quoteView(quote: RenewalQuote, lang: Lang) {
  return {
    term: quote.term,
    termUnit: quote.termUnit,
    terms: quote.terms,
    periodRent: quote.periodRent,
    periodRentText: money(quote.periodRent, lang),
    totalRent: quote.totalRent,
    totalRentText: money(quote.totalRent, lang),
    fromEndAt: iso(quote.fromEndAt),
    newEndAt: iso(quote.newEndAt),
    bills: quote.bills.map((b) => ({
      periodNo: b.periodNo,
      periodTotal: b.periodTotal,
      dueDate: b.dueDate,
      amount: b.amount,
      rentAmount: b.rentAmount,
      serviceAmount: b.serviceAmount,
    })),
    quoteHash: quote.quoteHash,
  };
}

/** Renewing near or past the end of the term: the price first, then the renewal with that quote's hash. */
export const ORDER_RENEW_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/order/renew/quote',
    auth: true,
    handler: (ctx) => {
      const order = renewableOrder(ctx);
      const term = intField(readParam(ctx, 'term'), 'term');
      const quote = renewalQuote(order, term);
      // The text to read before signing: the one the renewal freezes, its number the next one.
      const agreement = drawRenewalAgreement(order, quote, renewalAgreements(order).length + 1, now(ctx), ctx.lang);
      return {
        ...quoteView(quote, ctx.lang),
        agreement: { title: agreementTitle(agreement.lang), lang: agreement.lang, html: agreement.html },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/order/renew',
    auth: true,
    handler: (ctx) => {
      const order = renewableOrder(ctx);
      const term = intField(readParam(ctx, 'term'), 'term');
      const quoteHash = requireString(ctx, 'quoteHash', 64);
      applyRenewal(ctx.server.store, order, term, quoteHash, now(ctx), (quote, no) =>
        drawRenewalAgreement(order, quote, no, now(ctx), ctx.lang),
      );
      return orderDetail(order, now(ctx), ctx.lang);
    },
  },
];
