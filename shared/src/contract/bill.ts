/** An order's bill rows, as the order and payment calls answer them (docs/orders.md). Money in fen. */

export type BillStatus = 'unpaid' | 'paying' | 'paid' | 'overdue' | 'failed';

/** One row of an order's schedule. `payable` = amount + overdueFee − paidAmount. */
export interface Bill {
  id: number;
  orderNo: string;
  periodNo: number;
  periodTotal: number;
  dueDate: string;
  rentAmount: number;
  serviceAmount: number;
  originalAmount: number;
  discountAmount: number;
  amount: number;
  overdueFee: number;
  overdueDays: number;
  paidAmount: number;
  paidAt: string | null;
  payChannel: string | null;
  status: BillStatus;
  /** `returnFee`: the early-return fee a return settles with (docs/orders.md). */
  kind: 'rent' | 'buyout' | 'returnFee';
  payable: number;
}

export interface BillSummary {
  totalRent: number;
  paid: number;
  unpaid: number;
  overdue: number;
  items: Bill[];
}
