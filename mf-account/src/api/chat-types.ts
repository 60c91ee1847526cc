import { isArrayOf, isInteger, isOneOf, isRecord, isString } from '@rental/shared';

/** The customer-service chat as the dev API answers it (docs/service.md). */
export type ChatAuthor = 'renter' | 'bot' | 'staff';

export interface ChatMessage {
  id: number;
  author: ChatAuthor;
  text: string;
  orderId: number | null;
  at: string;
}

export interface ChatOrder {
  orderId: number;
  orderNo: string;
  status: string;
  statusText: string;
  goods: { name: string; thumb: string; specText: string; termText: string };
}

export interface Chat {
  order: ChatOrder | null;
  messages: ChatMessage[];
  maxLength: number;
}

const AUTHORS: readonly ChatAuthor[] = ['renter', 'bot', 'staff'];

const isChatMessage = (v: unknown): v is ChatMessage =>
  isRecord(v) &&
  isInteger(v.id) &&
  isOneOf(AUTHORS, v.author) &&
  isString(v.text) &&
  (v.orderId === null || isInteger(v.orderId)) &&
  isString(v.at);

const isChatOrder = (v: unknown): v is ChatOrder =>
  isRecord(v) &&
  isInteger(v.orderId) &&
  isString(v.orderNo) &&
  isString(v.statusText) &&
  isRecord(v.goods) &&
  isString(v.goods.name) &&
  isString(v.goods.thumb) &&
  isString(v.goods.specText) &&
  isString(v.goods.termText);

export const isChat = (v: unknown): v is Chat =>
  isRecord(v) &&
  (v.order === null || isChatOrder(v.order)) &&
  isArrayOf(v.messages, isChatMessage) &&
  isInteger(v.maxLength) &&
  v.maxLength > 0;

export const isSentMessages = (v: unknown): v is { messages: ChatMessage[] } =>
  isRecord(v) && isArrayOf(v.messages, isChatMessage);
