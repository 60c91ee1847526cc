import { http } from '@rental/shared';
import { isReadResult, type ReadResult } from './message-types';

/** Marks the given messages read, or all of them. Silent: the page says so in place. */
export function markMessagesRead(which: { ids: string[] } | { all: true }): Promise<ReadResult | undefined> {
  return http.post('/api/message/read', { ...which }, { json: true, guard: isReadResult, silent: true });
}
