import { http } from '@rental/shared';
import { isUnreadCount } from './message-types';

/** How many messages the renter has not read. Silent: Mine simply shows no badge when it fails. */
export async function getUnreadCount(): Promise<number | undefined> {
  const answer = await http.get('/api/message/unread', { guard: isUnreadCount, silent: true });
  return answer?.count;
}
