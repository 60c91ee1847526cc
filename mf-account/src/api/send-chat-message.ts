import { http } from '@rental/shared';
import { SentMessagesSchema } from './chat-types';

/** Sends one message (about the order, if any); answers it and the assistant's reply. Rejects with the server's reason. */
export async function sendChatMessage(text: string, orderId: number | undefined) {
  const body = orderId === undefined ? { text } : { text, orderId };
  const answer = await http.post('/api/service/chat/send', body, {
    json: true,
    schema: SentMessagesSchema,
    silent: true,
  });
  return answer?.messages;
}
