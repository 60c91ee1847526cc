import { http } from '@rental/shared';
import { isChat, type Chat } from './chat-types';

/** The renter's conversation with customer service, oldest first, and the order it is about. Silent: shown in place. */
export function getChat(orderId: number | undefined, signal?: AbortSignal): Promise<Chat | undefined> {
  return http.get('/api/service/chat', {
    params: orderId === undefined ? {} : { orderId },
    guard: isChat,
    silent: true,
    signal,
  });
}
