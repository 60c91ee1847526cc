import { http } from '@rental/shared';
import { MessagePageSchema } from './message-types';

export const MESSAGE_PAGE_SIZE = 20;

/** One page of the renter's messages, newest first, with the unread count. Silent: shown in place. */
export function getMessages(page: number, signal?: AbortSignal) {
  return http.get('/api/message/list', {
    params: { page, size: MESSAGE_PAGE_SIZE },
    schema: MessagePageSchema,
    silent: true,
    signal,
  });
}
