import { http } from '@rental/shared';
import { ReadResultSchema } from './message-types';

/** Marks the given messages read, or all of them. Silent: the page says so in place. */
export function markMessagesRead(which: { ids: string[] } | { all: true }) {
  return http.post('/api/message/read', { ...which }, { json: true, schema: ReadResultSchema, silent: true });
}
