import { array, nullable, object, picklist, string, type InferOutput } from 'valibot';
import { MoneySchema, WholeSchema } from './wire-types';

/** An order's bill rows, as the order and payment calls answer them (docs/orders.md). Money in fen. */

export const BILL_STATUSES = ['unpaid', 'paying', 'paid', 'overdue', 'failed'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** One row of an order's schedule. `payable` = amount + overdueFee − paidAmount. */
export const BillSchema = object({
  id: WholeSchema,
  orderNo: string(),
  periodNo: WholeSchema,
  periodTotal: WholeSchema,
  dueDate: string(),
  rentAmount: MoneySchema,
  serviceAmount: MoneySchema,
  originalAmount: MoneySchema,
  discountAmount: MoneySchema,
  amount: MoneySchema,
  overdueFee: MoneySchema,
  overdueDays: WholeSchema,
  paidAmount: MoneySchema,
  paidAt: nullable(string()),
  payChannel: nullable(string()),
  status: picklist(BILL_STATUSES),
  /** `returnFee`: the early-return fee a return settles with (docs/orders.md). */
  kind: picklist(['rent', 'buyout', 'returnFee']),
  payable: MoneySchema,
});
export type Bill = InferOutput<typeof BillSchema>;

export const BillsSchema = array(BillSchema);

export const BillSummarySchema = object({
  totalRent: MoneySchema,
  paid: MoneySchema,
  unpaid: MoneySchema,
  overdue: MoneySchema,
  items: BillsSchema,
});
export type BillSummary = InferOutput<typeof BillSummarySchema>;
