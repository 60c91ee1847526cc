import type { ServerContext } from '../context';
import type { Params } from '../http/body';
import { failDebits } from '../state/autopay';
import { cardState } from '../state/cards';
import { codeView, type CodeRecord } from '../state/payment-codes';
import { forceSettle, OUTCOMES, paymentState, setSteering, tradeView, type Outcome } from '../state/payments';
import { OrderControlError } from '../routes/order-control';

type Handler = (server: ServerContext, url: URL, body: Params) => unknown;

function intOf(body: Params, name: string, min: number, max: number): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw new OrderControlError(`${name} must be an integer in ${min}..${max}`);
  return n;
}

function steer(server: ServerContext, _url: URL, body: Params) {
  const outcome = body.outcome;
  if (typeof outcome !== 'string' || !(OUTCOMES as readonly string[]).includes(outcome))
    throw new OrderControlError(`outcome must be one of ${OUTCOMES.join(', ')}`);
  const polls = intOf(body, 'polls', 0, 100) ?? 2;
  return setSteering(server.store, outcome as Outcome, polls, intOf(body, 'times', 1, 1000) ?? 1);
}

/** The newest code sent to a mobile for binding a card or paying by card. */
function latestCode(server: ServerContext, url: URL) {
  const mobile = url.searchParams.get('mobile') ?? '';
  const sent: { purpose: 'bind' | 'pay'; subject: string; record: CodeRecord }[] = [];
  for (const card of cardState(server.store).cards)
    if (card.sms?.mobile === mobile) sent.push({ purpose: 'bind', subject: String(card.id), record: card.sms });
  for (const trade of paymentState(server.store).trades.values())
    if (trade.sms?.mobile === mobile) sent.push({ purpose: 'pay', subject: trade.tradeNo, record: trade.sms });
  const last = sent.sort((a, b) => b.record.sentAt - a.record.sentAt)[0];
  return last ? { purpose: last.purpose, subject: last.subject, ...codeView(last.record) } : null;
}

/** Makes the next automatic debits of an order, or from a card, fail (`times`, default 1). */
function failAutopay(server: ServerContext, _url: URL, body: Params) {
  const orderId = intOf(body, 'orderId', 1, 999_999_999);
  const cardId = intOf(body, 'cardId', 1, 999_999_999);
  if (orderId === null && cardId === null) throw new OrderControlError('orderId or cardId is required');
  const times = intOf(body, 'times', 1, 1000) ?? 1;
  failDebits(server.store, { ...(orderId === null ? {} : { orderId }), ...(cardId === null ? {} : { cardId }) }, times);
  return { orderId, cardId, times };
}

const HANDLERS: Record<string, Handler> = {
  'POST /__control/payments': steer,
  'GET /__control/payments': (server) => ({
    steering: paymentState(server.store).steering,
    trades: [...paymentState(server.store).trades.values()].map((t) => ({
      ...tradeView(t, 'en'),
      userId: t.userId,
      pending: t.pending,
    })),
  }),
  'GET /__control/payments/sms': latestCode,
  'POST /__control/autopay/fail': failAutopay,
};

/** `/__control/payments*` and `/__control/autopay/fail`: steering, the trade list, card and checkout codes, settling a trade by hand. */
export function paymentControl(method: string, pathname: string): Handler | null {
  const fixed = HANDLERS[`${method} ${pathname}`];
  if (fixed) return fixed;
  const match = /^\/__control\/payments\/([A-Z0-9]{1,40})\/settle$/.exec(pathname);
  if (!match || method !== 'POST') return null;
  const tradeNo = match[1] ?? '';
  return (server, _url, body) => {
    const trade = paymentState(server.store).trades.get(tradeNo);
    if (!trade) throw new OrderControlError(`no trade ${tradeNo}`, 404);
    const outcome = body.outcome;
    if (outcome !== 'success' && outcome !== 'fail') throw new OrderControlError('outcome must be success or fail');
    forceSettle(server.store, trade, outcome, server.clock.now());
    return tradeView(trade, 'en');
  };
}
