import type { ServerContext } from '../context';
import { chatMessageView, CHAT_MAX_LENGTH } from '../routes/service-chat';
import { staffSays } from '../state/service-chat';
import { findUser } from '../state/store';

/** Why a staff reply was refused, for the control surface's 400. */
export class ChatControlError extends Error {}

/** Customer service answering a renter, named by user id or mobile; in Chinese, as staff write. */
export function staffReply(server: ServerContext, userId: number | null, mobile: string | null, text: string | null) {
  const user = findUser(server.store, (u) => (userId !== null ? u.userId === userId : !!mobile && u.mobile === mobile));
  if (!user) throw new ChatControlError('no such user (give userId or mobile)');
  const words = text?.trim() ?? '';
  if (!words || [...words].length > CHAT_MAX_LENGTH)
    throw new ChatControlError(`text must be 1–${CHAT_MAX_LENGTH} characters`);
  return chatMessageView(staffSays(server.store, user.userId, words, server.clock.now()), 'zh-CN');
}
