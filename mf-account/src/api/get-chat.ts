import { http } from '@rental/shared';
import { ChatSchema } from './chat-types';

/** The renter's conversation with customer service, oldest first, and the order it is about. Silent: shown in place. */
export function getChat(orderId: number | undefined, signal?: AbortSignal) {
  return http.get('/api/service/chat', {
    params: orderId === undefined ? {} : { orderId },
    schema: ChatSchema,
    silent: true,
    signal,
  });
}
