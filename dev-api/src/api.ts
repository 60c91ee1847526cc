import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from './context';
import { accessTokenOf, isClientAuthorized } from './http/auth';
import { readBody } from './http/body';
import { BizError, failEnvelope, okEnvelope, sendJson } from './http/envelope';
import { createRouter, type ApiContext } from './http/router';
import { pickLang } from './i18n/lang';
import { AGREEMENT_ROUTES } from './routes/agreements';
import { CLIENT_ROUTES } from './routes/client';
import { COMMON_ROUTES } from './routes/common';
import { COMPLAINT_ROUTES } from './routes/complaint';
import { CONTACT_ROUTES } from './routes/contacts';
import { COUPON_ROUTES } from './routes/coupon';
import { GOODS_ROUTES } from './routes/goods';
import { HOME_ROUTES } from './routes/home';
import { IDENTITY_ROUTES } from './routes/identity';
import { LOGIN_ROUTES } from './routes/login';
import { MESSAGE_ROUTES } from './routes/message';
import { CONTRACT_ROUTES } from './routes/contract';
import { ORDER_DOCUMENT_ROUTES } from './routes/order-documents';
import { ORDER_ROUTES } from './routes/order';
import { ORDER_AUTOPAY_ROUTES } from './routes/order-autopay';
import { ORDER_END_ROUTES } from './routes/order-end';
import { ADDRESS_ROUTES } from './routes/address';
import { BANK_CARD_ROUTES } from './routes/bank-card';
import { PAYMENT_ROUTES } from './routes/payment';
import { SERVICE_CHAT_ROUTES } from './routes/service-chat';
import { UNIONPAY_ROUTES } from './routes/unionpay';
import { runDueDebits } from './state/autopay';
import { userIdForToken } from './state/sessions';

const route = createRouter([
  ...HOME_ROUTES,
  ...LOGIN_ROUTES,
  ...CLIENT_ROUTES,
  ...GOODS_ROUTES,
  ...COMMON_ROUTES,
  ...COUPON_ROUTES,
  ...IDENTITY_ROUTES,
  ...CONTACT_ROUTES,
  ...COMPLAINT_ROUTES,
  ...AGREEMENT_ROUTES,
  ...ORDER_ROUTES,
  ...ORDER_AUTOPAY_ROUTES,
  ...ORDER_END_ROUTES,
  ...ADDRESS_ROUTES,
  ...CONTRACT_ROUTES,
  ...ORDER_DOCUMENT_ROUTES,
  ...PAYMENT_ROUTES,
  ...BANK_CARD_ROUTES,
  ...UNIONPAY_ROUTES,
  ...MESSAGE_ROUTES,
  ...SERVICE_CHAT_ROUTES,
]);

export type ErrorReporter = (error: unknown, req: IncomingMessage) => void;

/** Answers one `/api/*` call; every outcome, thrown errors included, becomes an envelope. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  server: ServerContext,
  report: ErrorReporter,
): Promise<void> {
  const lang = pickLang(req.headers['accept-language']);
  try {
    if (!isClientAuthorized(req, url)) throw new BizError(400, 'clientUnauthorized');
    const match = route(req.method ?? 'GET', url.pathname);
    if (match.kind === 'none') throw new BizError(404, 'apiNotFound');
    if (match.kind === 'wrongMethod') throw new BizError(400, 'methodNotAllowed');
    const body = await readBody(req);
    // The debits the dev clock has reached happen before anything reads the bills.
    runDueDebits(server.store, server.clock.now());
    const token = accessTokenOf(req);
    const userId = token ? userIdForToken(server.store, token, server.clock.now()) : null;
    if (match.route.auth && userId === null) throw new BizError(401, token ? 'tokenInvalid' : 'loginRequired');
    const ctx: ApiContext = { req, lang, pathParams: match.pathParams, query: url.searchParams, body, server, userId };
    const data = await match.route.handler(ctx);
    sendJson(res, 200, okEnvelope(data ?? null, lang));
  } catch (error) {
    if (error instanceof BizError) {
      sendJson(res, 200, failEnvelope(error, lang));
      return;
    }
    report(error, req);
    sendJson(res, 200, failEnvelope(new BizError(500, 'serverError'), lang));
  }
}
