import { requireString } from '../http/params';
import { idParam } from './payment-params';
import type { ApiContext, ApiRoute } from '../http/router';
import { bindCard, cardView, normalizeCardNo, parseCardInput, saveCard, sendBindCode, userCards } from '../state/cards';
import { unbindCard } from '../state/card-unbind';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../state/payment-codes';
import { maskMobile } from '../state/store';
import { currentUser } from '../http/current-user';

const now = (ctx: ApiContext): number => ctx.server.clock.now();

/** `no` is the full card number the renter typed; it is read here and never sent back. */
const cardNoOf = (ctx: ApiContext): string => normalizeCardNo(requireString(ctx, 'no', 40));

export const BANK_CARD_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/unionpay/card/list',
    auth: true,
    handler: (ctx) =>
      userCards(ctx.server.store, currentUser(ctx).userId)
        .filter((c) => c.status === 'bound')
        .map((c) => cardView(c, ctx.lang)),
  },
  {
    method: 'POST',
    path: '/api/unionpay/card/save',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const verified = user.realNameStatus === 'verified' ? user.realName : null;
      const card = saveCard(ctx.server.store, user.userId, parseCardInput(ctx.body, verified), now(ctx));
      const view = cardView(card, ctx.lang);
      return { ...view, cardId: card.id, status: 'pending' };
    },
  },
  {
    method: 'POST',
    path: '/api/unionpay/card/sendBindSms',
    auth: true,
    handler: (ctx) => {
      const card = sendBindCode(ctx.server.store, currentUser(ctx).userId, cardNoOf(ctx), now(ctx));
      return {
        mobileMasked: maskMobile(card.reservedPhone),
        expiresIn: CODE_TTL_SECONDS,
        resendIn: CODE_RESEND_SECONDS,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/unionpay/card/bind',
    auth: true,
    handler: (ctx) => {
      const code = requireString(ctx, 'verifyCode', 12);
      const card = bindCard(ctx.server.store, currentUser(ctx).userId, cardNoOf(ctx), code, now(ctx));
      return cardView(card, ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/unionpay/card/unbind',
    auth: true,
    handler: (ctx) => {
      const card = unbindCard(ctx.server.store, currentUser(ctx).userId, idParam(ctx, 'cardId'), now(ctx));
      return { cardId: card.id, status: card.status };
    },
  },
];
