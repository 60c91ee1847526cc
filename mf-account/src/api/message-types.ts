import { isArrayOf, isBoolean, isInteger, isRecord, isString } from '@rental/shared';

/** One message of the message centre, as `/api/message/list` answers it (texts already translated). */
export interface Message {
  id: string;
  kind: string;
  orderId: number;
  orderNo: string;
  title: string;
  body: string;
  /** ISO time it became true. */
  at: string;
  read: boolean;
}

export interface MessagePage {
  list: Message[];
  total: number;
  page: number;
  size: number;
  unread: number;
  /** The renter's answer to the reminders consent; null until asked. */
  subscribed: boolean | null;
  /** The wallet message templates the reminders are sent with, as the server registered them. */
  templates: string[];
}

export interface ReadResult {
  marked: number;
  unread: number;
}

const isCount = (v: unknown): v is number => isInteger(v) && v >= 0;

const isMessage = (v: unknown): v is Message =>
  isRecord(v) &&
  isString(v.id) &&
  isString(v.kind) &&
  isInteger(v.orderId) &&
  isString(v.orderNo) &&
  isString(v.title) &&
  isString(v.body) &&
  isString(v.at) &&
  isBoolean(v.read);

export const isMessagePage = (v: unknown): v is MessagePage =>
  isRecord(v) &&
  isArrayOf(v.list, isMessage) &&
  isCount(v.total) &&
  isInteger(v.page) &&
  isInteger(v.size) &&
  isCount(v.unread) &&
  (v.subscribed === null || isBoolean(v.subscribed)) &&
  isArrayOf(v.templates, isString);

export const isUnreadCount = (v: unknown): v is { count: number } => isRecord(v) && isCount(v.count);

export const isReadResult = (v: unknown): v is ReadResult => isRecord(v) && isCount(v.marked) && isCount(v.unread);

export const isSubscription = (v: unknown): v is { subscribed: boolean } => isRecord(v) && isBoolean(v.subscribed);
