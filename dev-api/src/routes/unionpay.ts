import { BizError } from '../http/envelope';
import { requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { boundCard, cardView } from '../state/cards';
import { checkCode, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, issueCode } from '../state/payment-codes';
import { settleCard, tradeView, userTrade, type Trade } from '../state/payments';
import { maskMobile } from '../state/store';
import { currentUser } from '../http/current-user';
import { idParam } from './payment-params';

const now = (ctx: ApiContext): number => ctx.server.clock.now();

function tradeOf(ctx: ApiContext): Trade {
  return userTrade(ctx.server.store, currentUser(ctx).userId, requireString(ctx, 'tradeNo', 40), now(ctx));
}

function waiting(trade: Trade): void {
  if (trade.status !== 'WAIT') throw new BizError(409, 'tradeNotOpen', undefined, { status: trade.status });
}

function cardOf(ctx: ApiContext, trade: Trade) {
  if (trade.channel !== 'card' || trade.cardId === null) throw new BizError(409, 'tradeNeedsCard');
  return boundCard(ctx.server.store, trade.userId, trade.cardId);
}

/** Card checkout of a trade: choose a bound card, get a code on its reserved mobile, pay with the code. */
export const UNIONPAY_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/unionpay/createOrder',
    auth: true,
    handler: (ctx) => {
      const trade = tradeOf(ctx);
      waiting(trade);
      const card = boundCard(ctx.server.store, trade.userId, idParam(ctx, 'cardId'));
      if (trade.cardId !== card.id) trade.sms = null;
      Object.assign(trade, { channel: 'card', cardId: card.id });
      const view = cardView(card, ctx.lang);
      return {
        tradeNo: trade.tradeNo,
        amount: trade.amount,
        cardId: card.id,
        bankName: view.bankName,
        bankCode: view.bankCode,
        color: view.color,
        cardNoMasked: view.cardNoMasked,
        mobileMasked: view.reservedPhone,
        status: trade.status,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/unionpay/sendSMS',
    auth: true,
    handler: (ctx) => {
      const trade = tradeOf(ctx);
      waiting(trade);
      const card = cardOf(ctx, trade);
      trade.sms = issueCode(trade.sms, card.reservedPhone, now(ctx));
      return {
        mobileMasked: maskMobile(card.reservedPhone),
        expiresIn: CODE_TTL_SECONDS,
        resendIn: CODE_RESEND_SECONDS,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/unionpay/pay',
    auth: true,
    handler: (ctx) => {
      const trade = tradeOf(ctx);
      // Paying a trade that already settled answers its result, so a repeated tap never charges twice.
      if (trade.status !== 'WAIT') return tradeView(trade, ctx.lang);
      cardOf(ctx, trade);
      checkCode(trade.sms, requireString(ctx, 'code', 12), now(ctx));
      settleCard(ctx.server.store, trade, now(ctx));
      return tradeView(trade, ctx.lang);
    },
  },
];
