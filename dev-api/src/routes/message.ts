import { MESSAGE_TEMPLATE_IDS } from '../data/message-templates';
import { BizError } from '../http/envelope';
import { currentUser } from '../http/current-user';
import { optionalInt } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { tr, type Lang } from '../i18n/lang';
import { MESSAGE_TEXTS, messageDate } from '../i18n/message-texts';
import { money } from '../i18n/money';
import { payable } from '../state/order-bills';
import {
  isRead,
  markRead,
  messagesOf,
  setSubscription,
  subscriptionOf,
  unreadCount,
  type DerivedMessage,
} from '../state/messages';
import { orderState } from '../state/order-store';
import { goodsOf } from './order-view';

/** The amount a message states: what the row still owes, or what an event carries (fen, or a text). */
function amountOf(message: DerivedMessage, lang: Lang): string {
  if (message.bill) return money(payable(message.bill), lang);
  const { amountFen, amount } = message.vars;
  const fen = typeof amountFen === 'number' ? amountFen : amount;
  return typeof fen === 'number' ? money(fen, lang) : (fen ?? '');
}

function messageView(ctx: ApiContext, message: DerivedMessage, userId: number, lang: Lang) {
  const order = orderState(ctx.server.store).orders.get(message.orderId);
  const day = message.bill?.dueDate ?? message.vars.endDay;
  const vars: Record<string, string | number> = {
    goods: order ? goodsOf(order, lang).name : '',
    period: message.bill?.periodNo ?? message.vars.periodNo ?? message.vars.period ?? '',
    total: message.bill?.periodTotal ?? '',
    amount: amountOf(message, lang),
    date: typeof day === 'string' ? messageDate(day, lang) : '',
  };
  const texts = MESSAGE_TEXTS[message.kind];
  return {
    id: message.id,
    kind: message.kind,
    orderId: message.orderId,
    orderNo: order?.orderNo ?? '',
    title: tr(texts.title, lang),
    body: tr(texts.body, lang, vars),
    at: new Date(message.at).toISOString(),
    read: isRead(ctx.server.store, userId, message.id),
  };
}

function idsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > 500 || !value.every((id) => typeof id === 'string' && id.length <= 100))
    throw new BizError(400, 'badParam', { name: 'ids' });
  return value as string[];
}

export const MESSAGE_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/message/list',
    auth: true,
    handler: (ctx) => {
      const { userId } = currentUser(ctx);
      const page = optionalInt(ctx, 'page', { min: 1, max: 100_000, fallback: 1 });
      const size = optionalInt(ctx, 'size', { min: 1, max: 50, fallback: 20 });
      const now = ctx.server.clock.now();
      const all = messagesOf(ctx.server.store, userId, now);
      const start = (page - 1) * size;
      return {
        list: all.slice(start, start + size).map((m) => messageView(ctx, m, userId, ctx.lang)),
        total: all.length,
        page,
        size,
        unread: all.filter((m) => !isRead(ctx.server.store, userId, m.id)).length,
        subscribed: subscriptionOf(ctx.server.store, userId),
        templates: MESSAGE_TEMPLATE_IDS,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/message/unread',
    auth: true,
    handler: (ctx) => {
      const { userId } = currentUser(ctx);
      return { count: unreadCount(ctx.server.store, userId, ctx.server.clock.now()) };
    },
  },
  {
    method: 'POST',
    path: '/api/message/read',
    auth: true,
    handler: (ctx) => {
      const { userId } = currentUser(ctx);
      const now = ctx.server.clock.now();
      const all = ctx.body.all === true || ctx.body.all === 'true';
      const ids = all ? messagesOf(ctx.server.store, userId, now).map((m) => m.id) : idsOf(ctx.body.ids);
      const marked = markRead(ctx.server.store, userId, ids, now);
      return { marked, unread: unreadCount(ctx.server.store, userId, now) };
    },
  },
  {
    method: 'POST',
    path: '/api/message/subscription',
    auth: true,
    handler: (ctx) => {
      const { userId } = currentUser(ctx);
      const { granted } = ctx.body;
      if (typeof granted !== 'boolean' && granted !== 'true' && granted !== 'false')
        throw new BizError(400, 'badParam', { name: 'granted' });
      setSubscription(ctx.server.store, userId, granted === true || granted === 'true');
      return { subscribed: subscriptionOf(ctx.server.store, userId) };
    },
  },
];
