import { http } from '@rental/shared';
import { UnreadCountSchema } from './message-types';

/** How many messages the renter has not read. Silent: Mine simply shows no badge when it fails. */
export async function getUnreadCount() {
  const answer = await http.get('/api/message/unread', { schema: UnreadCountSchema, silent: true });
  return answer?.count;
}
