import { FAQ } from '../data/faq';
import { currentUser } from '../http/current-user';
import { BizError } from '../http/envelope';
import { readParam } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { CHAT_TEXTS } from '../i18n/chat-texts';
import { tr, type Lang } from '../i18n/lang';
import { ruleText } from '../i18n/rule-texts';
import { userOrder } from '../state/order-store';
import type { OrderRecord } from '../state/order-types';
import { chatOf, renterSays, type ChatMessage } from '../state/service-chat';
import { intField } from './order-params';
import { goodsOf, statusText } from './order-view';

/** The longest message one send takes, in characters; the app reads it from the history call. */
export const CHAT_MAX_LENGTH = 500;

const FAQ_BY_ID = new Map(FAQ.map((faq) => [faq.id, faq]));

function botText(message: ChatMessage, lang: Lang): string {
  const faq = message.bot?.kind === 'faq' ? FAQ_BY_ID.get(message.bot.faqId) : undefined;
  if (!faq) return tr(CHAT_TEXTS.noMatch, lang);
  return tr(CHAT_TEXTS.faqAnswer, lang, { question: tr(faq.question, lang), answer: ruleText(faq.answer, lang) });
}

export function chatMessageView(message: ChatMessage, lang: Lang) {
  return {
    id: message.id,
    author: message.author,
    text: message.author === 'bot' ? botText(message, lang) : message.text,
    orderId: message.orderId,
    at: new Date(message.at).toISOString(),
  };
}

function orderCard(order: OrderRecord, lang: Lang) {
  const goods = goodsOf(order, lang);
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    status: order.status,
    statusText: statusText(order.status, lang),
    goods: { name: goods.name, thumb: goods.thumb, specText: goods.specText, termText: goods.termText },
  };
}

/** The order the call names, if any: someone else's is a 404, as every order call answers. */
function namedOrder(ctx: ApiContext, userId: number): OrderRecord | null {
  const orderId = intField(readParam(ctx, 'orderId'), 'orderId', true);
  return orderId === null ? null : userOrder(ctx.server.store, userId, orderId);
}

function messageText(ctx: ApiContext): string {
  const raw = ctx.body.text;
  if (raw !== undefined && raw !== null && typeof raw !== 'string')
    throw new BizError(400, 'badParam', { name: 'text' });
  const text = (raw ?? '').trim();
  if (!text) throw new BizError(400, 'chatTextEmpty');
  if ([...text].length > CHAT_MAX_LENGTH) throw new BizError(400, 'chatTextTooLong', { max: CHAT_MAX_LENGTH });
  return text;
}

export const SERVICE_CHAT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/service/chat',
    auth: true,
    handler: (ctx) => {
      const { userId } = currentUser(ctx);
      const order = namedOrder(ctx, userId);
      return {
        order: order ? orderCard(order, ctx.lang) : null,
        messages: chatOf(ctx.server.store, userId).map((m) => chatMessageView(m, ctx.lang)),
        maxLength: CHAT_MAX_LENGTH,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/service/chat/send',
    auth: true,
    handler: (ctx) => {
      const { userId } = currentUser(ctx);
      const order = namedOrder(ctx, userId);
      const text = messageText(ctx);
      const added = renterSays(ctx.server.store, userId, text, order?.orderId ?? null, ctx.server.clock.now());
      return { messages: added.map((m) => chatMessageView(m, ctx.lang)) };
    },
  },
];
