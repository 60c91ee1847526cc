import { inPlaceErrors } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useCallback } from 'react';
import type { Chat, ChatMessage } from '../../api/chat-types';
import { getChat } from '../../api/get-chat';
import { sendChatMessage } from '../../api/send-chat-message';

/** A person answers from the staff console; while the page is in view it asks for new replies this often. */
export const CHAT_POLL_MS = 5000;

const merged = (chat: Chat, added: readonly ChatMessage[]): Chat => {
  const known = new Set(chat.messages.map((m) => m.id));
  return { ...chat, messages: [...chat.messages, ...added.filter((m) => !known.has(m.id))] };
};

/**
 * The conversation, asked again every few seconds while the page is visible (staff replies arrive
 * that way), and `send`, which adds the renter's message and the assistant's answer at once. `send`
 * rejects with the server's reason; the caller keeps what was typed.
 */
export function useChat(orderId: number | undefined) {
  const request = useRequest(() => getChat(orderId), {
    ...inPlaceErrors,
    refreshDeps: [orderId],
    pollingInterval: CHAT_POLL_MS,
    pollingWhenHidden: false,
  });
  const { mutate } = request;
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const added = await sendChatMessage(text, orderId);
      if (!added) return false;
      mutate((chat) => (chat ? merged(chat, added) : chat));
      return true;
    },
    [mutate, orderId],
  );
  return { request, send };
}
