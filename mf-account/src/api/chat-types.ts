/** The customer-service chat as the dev API answers it (docs/service.md). */
import { v, WholeSchema } from '@rental/shared';

const CHAT_AUTHORS = ['renter', 'bot', 'staff'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

const ChatMessageSchema = v.object({
  id: WholeSchema,
  author: v.picklist(CHAT_AUTHORS),
  text: v.string(),
  orderId: v.nullable(WholeSchema),
  at: v.string(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

const ChatOrderSchema = v.object({
  orderId: WholeSchema,
  orderNo: v.string(),
  status: v.string(),
  statusText: v.string(),
  goods: v.object({ name: v.string(), thumb: v.string(), specText: v.string(), termText: v.string() }),
});
export type ChatOrder = v.InferOutput<typeof ChatOrderSchema>;

/** The conversation, and the order it is about when the call named one. */
export const ChatSchema = v.object({
  order: v.nullable(ChatOrderSchema),
  messages: v.array(ChatMessageSchema),
  /** The field says it before anything is sent: a limit of none would refuse every message. */
  maxLength: v.pipe(WholeSchema, v.minValue(1)),
});
export type Chat = v.InferOutput<typeof ChatSchema>;

/** What one send adds: the renter's message and the assistant's answer. */
export const SentMessagesSchema = v.object({ messages: v.array(ChatMessageSchema) });
