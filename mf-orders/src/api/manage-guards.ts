import { isRecord, type Bill } from '@rental/shared';
import type {
  BillSummary,
  Buyout,
  BuyoutQuote,
  ExpressCompany,
  Logistics,
  OrderDetail,
  OrderList,
  OrderSummary,
  ReturnApplied,
  ReturnQuote,
} from './order-types';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrOrNull = (v: unknown): v is string | null => v === null || isStr(v);
const isArrayOf = <T>(v: unknown, item: (x: unknown) => x is T): v is T[] => Array.isArray(v) && v.every(item);

const isGoods = (v: unknown): boolean =>
  isRecord(v) && isNum(v.goodsId) && isStr(v.name) && isStr(v.thumb) && isStr(v.specText) && isStr(v.termText);

const isAmount = (v: unknown): boolean =>
  isRecord(v) && isNum(v.totalRent) && isNum(v.periodRent) && isNum(v.firstPay) && isNum(v.deposit);

export const isOrderSummary = (v: unknown): v is OrderSummary =>
  isRecord(v) &&
  isNum(v.orderId) &&
  isStr(v.orderNo) &&
  isStr(v.status) &&
  isStr(v.statusText) &&
  isStr(v.createdAt) &&
  typeof v.overdue === 'boolean' &&
  isGoods(v.goods) &&
  isAmount(v.amount) &&
  isArrayOf(v.actions, isStr);

export const isOrderList = (v: unknown): v is OrderList =>
  isRecord(v) && isArrayOf(v.list, isOrderSummary) && isNum(v.total) && isNum(v.pageNum);

const isBill = (v: unknown): v is Bill =>
  isRecord(v) && isNum(v.id) && isNum(v.periodNo) && isNum(v.payable) && isStr(v.status) && isStr(v.dueDate);

const isBills = (v: unknown): v is BillSummary =>
  isRecord(v) && isNum(v.paid) && isNum(v.unpaid) && isNum(v.overdue) && isArrayOf(v.items, isBill);

export const isLogistics = (v: unknown): v is Logistics =>
  isRecord(v) &&
  isStr(v.company) &&
  isStr(v.trackingNo) &&
  isStr(v.state) &&
  isArrayOf(v.traces, (t): t is unknown => isRecord(t) && isStr(t.time) && isStr(t.context));

export const isBuyoutQuote = (v: unknown): v is BuyoutQuote =>
  isRecord(v) &&
  isNum(v.amount) &&
  isArrayOf(v.breakdown, (l): l is unknown => isRecord(l) && isStr(l.key) && isStr(l.label) && isNum(l.amount));

export const isBuyout = (v: unknown): v is Buyout => isBuyoutQuote(v) && isRecord(v) && isStr(v.buyoutNo);

export const isReturnQuote = (v: unknown): v is ReturnQuote =>
  isRecord(v) &&
  isArrayOf(v.due, isBill) &&
  isArrayOf(v.dropped, isBill) &&
  isNum(v.dueAmount) &&
  isNum(v.earlyReturnFee) &&
  isNum(v.total) &&
  isNum(v.frozen);

const isSettlement = (v: unknown): boolean =>
  isRecord(v) && isNum(v.paid) && isNum(v.outstanding) && isNum(v.frozen) && isStrOrNull(v.freezeReleasedAt);

const isMerchantAddress = (v: unknown): boolean => isRecord(v) && isStr(v.name) && isStr(v.phone) && isStr(v.address);

export const isOrderDetail = (v: unknown): v is OrderDetail =>
  isOrderSummary(v) &&
  isRecord(v) &&
  isStr(v.explanation) &&
  isRecord(v.address) &&
  isRecord(v.contract) &&
  isStrOrNull(v.contract.contractNo) &&
  (v.delivery === null || isLogistics(v.delivery)) &&
  (v.giveback === null || (isRecord(v.giveback) && isMerchantAddress(v.giveback.merchantAddress))) &&
  (v.buyout === null || isBuyout(v.buyout)) &&
  (v.changes === null || (isRecord(v.changes) && isNum(v.changes.toTerm) && isNum(v.changes.toPeriodRent))) &&
  isArrayOf(v.services, (s): s is unknown => isRecord(s) && isStr(s.name) && isNum(s.price)) &&
  isBills(v.bills) &&
  (v.settlement === null || isSettlement(v.settlement)) &&
  isArrayOf(v.timeline, (t): t is unknown => isRecord(t) && isStr(t.key) && isStr(t.time) && isStr(t.text));

export const isReturnApplied = (v: unknown): v is ReturnApplied =>
  isRecord(v) && isStr(v.returnNo) && isNum(v.remainingAmount) && isMerchantAddress(v.merchantAddress);

export const isExpressCompanies = (v: unknown): v is ExpressCompany[] =>
  isArrayOf(v, (c): c is unknown => isRecord(c) && isStr(c.code) && isStr(c.name) && isStr(c.example));
