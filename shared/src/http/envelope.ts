import { boolean, is, number, object, optional, string, unknown, type InferOutput } from 'valibot';

/** The contract's answer around every call's data. */
const EnvelopeSchema = object({
  success: boolean(),
  code: number(),
  msg: optional(unknown()),
  data: optional(unknown()),
});
export type Envelope = InferOutput<typeof EnvelopeSchema>;

export const SUCCESS_CODE = 200;
export const UNAUTHORIZED_CODE = 401;

export const isEnvelope = (body: unknown): body is Envelope => is(EnvelopeSchema, body);

/** An error page's body may carry a message without the rest of the envelope. */
const MessageSchema = object({ msg: string() });

/** The server's own message, when the body carries a usable one. */
export function serverMessage(body: unknown): string | undefined {
  if (!is(MessageSchema, body)) return undefined;
  const msg = body.msg.trim();
  return msg === '' ? undefined : msg;
}
