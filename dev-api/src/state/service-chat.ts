import { FAQ, type FaqSeed } from '../data/faq';
import { allLangs } from '../i18n/lang';
import type { Store } from './store';

export type ChatAuthor = 'renter' | 'bot' | 'staff';

/** What the assistant said, kept as what it means so each reader sees it in their own language. */
export type BotReply = { kind: 'faq'; faqId: number } | { kind: 'noMatch' };

export interface ChatMessage {
  id: number;
  author: ChatAuthor;
  /** The renter's or the staff's own words; empty for the assistant, whose words are `bot`. */
  text: string;
  bot: BotReply | null;
  orderId: number | null;
  at: number;
}

interface ChatState {
  conversations: Map<number, ChatMessage[]>;
  nextId: number;
}

// Beside the store, like the orders: a reset swaps the store, and the conversations go with it.
const states = new WeakMap<Store, ChatState>();

function chatState(store: Store): ChatState {
  let state = states.get(store);
  if (!state) {
    state = { conversations: new Map(), nextId: 1 };
    states.set(store, state);
  }
  return state;
}

/** A renter's conversation, oldest first. */
export function chatOf(store: Store, userId: number): readonly ChatMessage[] {
  return chatState(store).conversations.get(userId) ?? [];
}

function append(store: Store, userId: number, message: Omit<ChatMessage, 'id'>): ChatMessage {
  const state = chatState(store);
  const list = state.conversations.get(userId) ?? [];
  state.conversations.set(userId, list);
  const saved = { ...message, id: state.nextId++ };
  list.push(saved);
  return saved;
}

// Words that say nothing about the topic; a question matching only these is no match.
const STOP_WORDS = new Set(
  'what which when where how does the and are can for with your you that this will from que qué los las del una por est les des une pour que qui quoi comment est-ce'.split(
    ' ',
  ),
);
const CJK = /[\u3400-\u9fff]+/g;

/** Chinese as character pairs, other languages as words: enough to tell the FAQ's questions apart. */
function tokens(text: string): Set<string> {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const run of lower.match(CJK) ?? []) for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  for (const word of lower.replace(CJK, ' ').split(/[^\p{L}\p{N}-]+/u))
    if (word.length >= 3 && !STOP_WORDS.has(word)) out.add(word);
  return out;
}

const FAQ_TOKENS: [FaqSeed, Set<string>][] = FAQ.map((faq) => [faq, tokens(allLangs(faq.question).join(' '))]);
/** Fewer shared pieces than this is a coincidence, not an answer. */
const MIN_SHARED = 2;

/** The FAQ entry whose question shares most with the renter's words, if any shares enough. */
export function bestFaq(text: string): FaqSeed | null {
  const asked = tokens(text);
  let best: FaqSeed | null = null;
  let bestScore = MIN_SHARED - 1;
  for (const [faq, words] of FAQ_TOKENS) {
    let score = 0;
    for (const word of words) if (asked.has(word)) score++;
    if (score > bestScore) {
      best = faq;
      bestScore = score;
    }
  }
  return best;
}

/** The renter's message and the assistant's first answer to it. */
export function renterSays(
  store: Store,
  userId: number,
  text: string,
  orderId: number | null,
  now: number,
): ChatMessage[] {
  const sent = append(store, userId, { author: 'renter', text, bot: null, orderId, at: now });
  const faq = bestFaq(text);
  const bot: BotReply = faq ? { kind: 'faq', faqId: faq.id } : { kind: 'noMatch' };
  const reply = append(store, userId, { author: 'bot', text: '', bot, orderId, at: now });
  return [sent, reply];
}

/** A reply from customer service, to the renter's latest order in the conversation, if any. */
export function staffSays(store: Store, userId: number, text: string, now: number): ChatMessage {
  const last = [...chatOf(store, userId)].reverse().find((m) => m.author === 'renter');
  return append(store, userId, { author: 'staff', text, bot: null, orderId: last?.orderId ?? null, at: now });
}
