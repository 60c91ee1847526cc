/** The message centre as `/api/message/*` answers it (docs/messages.md; texts already translated). */
import { v, WholeSchema } from '@rental/shared';

const MessageSchema = v.object({
  id: v.string(),
  kind: v.string(),
  orderId: WholeSchema,
  orderNo: v.string(),
  title: v.string(),
  body: v.string(),
  /** ISO time it became true. */
  at: v.string(),
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof MessageSchema>;

export const MessagePageSchema = v.object({
  list: v.array(MessageSchema),
  total: WholeSchema,
  page: WholeSchema,
  size: WholeSchema,
  unread: WholeSchema,
  /** The renter's answer to the reminders consent; null until asked. */
  subscribed: v.nullable(v.boolean()),
  /** The wallet message templates the reminders are sent with, as the server registered them. */
  templates: v.array(v.string()),
});
export type MessagePage = v.InferOutput<typeof MessagePageSchema>;

export const UnreadCountSchema = v.object({ count: WholeSchema });

export const ReadResultSchema = v.object({ marked: WholeSchema, unread: WholeSchema });
export type ReadResult = v.InferOutput<typeof ReadResultSchema>;

/** Saving the consent answers it as kept: a yes or a no, never "not asked". */
export const SubscriptionSchema = v.object({ subscribed: v.boolean() });
