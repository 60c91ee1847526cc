import { MoneySchema, RentUnitSchema, v, WholeSchema } from '@rental/shared';

/**
 * `POST /api/order/renew/quote`: the price of renewing by `term`, the new end date and bills, and
 * the supplementary agreement to sign (the quote's hash names it when renewing).
 */
export const RenewalQuoteSchema = v.object({
  term: WholeSchema,
  termUnit: RentUnitSchema,
  terms: v.array(WholeSchema),
  periodRent: MoneySchema,
  totalRent: MoneySchema,
  fromEndAt: v.string(),
  newEndAt: v.string(),
  bills: v.array(
    v.object({ periodNo: WholeSchema, periodTotal: WholeSchema, dueDate: v.string(), amount: MoneySchema }),
  ),
  quoteHash: v.string(),
  agreement: v.object({ title: v.string(), lang: v.string(), html: v.string() }),
});
export type RenewalQuote = v.InferOutput<typeof RenewalQuoteSchema>;
