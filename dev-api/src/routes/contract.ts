import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { readBody } from '../http/body';
import { BizError, sendText } from '../http/envelope';
import { parseIntStrict, readParam, requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { pickLang, tr, type Lang } from '../i18n/lang';
import { MESSAGES } from '../i18n/messages';
import { ORDER_STATUS_TEXTS } from '../i18n/order-messages';
import { contractIdOf, contractVersions, type ContractVersion } from '../state/contract-versions';
import { move } from '../state/order-lifecycle';
import { newSignToken, orderBySignToken, ordersOf, userOrder } from '../state/order-store';
import type { OrderRecord } from '../state/order-types';
import { CONTRACT_TEXTS as T, contractMeta, escapeHtml, servedContract, signingSummary } from './contract-text';
import { currentUser } from '../http/current-user';
import { goodsOf } from './order-view';

function orderOf(ctx: ApiContext): OrderRecord {
  const raw = readParam(ctx, 'orderId')?.trim();
  if (!raw) throw new BizError(400, 'badParam', { name: 'orderId' });
  return userOrder(ctx.server.store, currentUser(ctx).userId, parseIntStrict(raw, 'orderId', 1, 999_999_999));
}

const SIGNABLE_FROM = ['PENDING_SIGN'] as const;

/** Whether the text a version names is still, byte for byte, what the order's contract says now. */
function stillCurrent(order: OrderRecord, server: ServerContext, version: ContractVersion): boolean {
  const now = servedContract(order, server, version.lang, version.fixture);
  return now.contractId === version.contractId && now.contentHash === version.contentHash;
}

/**
 * The version the renter says they read (`contractId`, `contentHash`): one this server served them
 * for this order (409 `contractNotShown` otherwise) and still the contract's text (409
 * `contractChanged`), so a signature is never started for words the renter did not see.
 */
function shownVersion(ctx: ApiContext, order: OrderRecord): ContractVersion {
  const contractId = requireString(ctx, 'contractId', 64);
  const contentHash = requireString(ctx, 'contentHash', 64).toLowerCase();
  const shown = contractVersions(order).shown.get(contentHash);
  if (!shown || shown.contractId !== contractId)
    throw new BizError(409, 'contractNotShown', undefined, { reason: 'contractNotShown' });
  if (!stillCurrent(order, ctx.server, shown))
    throw new BizError(409, 'contractChanged', undefined, {
      reason: 'contractChanged',
      contractId: contractIdOf(order),
    });
  return shown;
}

export const CONTRACT_ROUTES: ApiRoute[] = [
  {
    // The renter's signed contracts, newest first: what "my contracts" lists.
    method: 'GET',
    path: '/api/contract/list',
    auth: true,
    handler: (ctx) =>
      ordersOf(ctx.server.store, currentUser(ctx).userId)
        .filter((order) => order.contract.status === 'signed' && order.contract.contractNo !== null)
        .map((order) => ({
          ...contractMeta(order, ctx.server, ctx.lang),
          goods: { name: goodsOf(order, ctx.lang).name, specText: goodsOf(order, ctx.lang).specText },
        }))
        .sort((a, b) => (b.signedAt ?? '').localeCompare(a.signedAt ?? '')),
  },
  {
    method: 'GET',
    path: '/api/contract/order',
    auth: true,
    handler: (ctx) => contractMeta(orderOf(ctx), ctx.server, ctx.lang),
  },
  {
    method: 'POST',
    path: '/api/order/contract/html',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const fixture = readParam(ctx, 'fixture');
      if (fixture !== undefined && fixture !== 'hostile') throw new BizError(400, 'badParam', { name: 'fixture' });
      const { html, ...version } = servedContract(order, ctx.server, ctx.lang, fixture ?? null);
      // Remembered as read: signing is started only for a text this renter was served.
      contractVersions(order).shown.set(version.contentHash, version);
      return {
        orderId: order.orderId,
        contractNo: order.contract.contractNo,
        contractId: version.contractId,
        contentHash: version.contentHash,
        // Once signed, the document is in the language it was signed in, whatever the renter reads now.
        lang: version.lang,
        title: tr(T.title, version.lang),
        html,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/contract/create',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      if (!(SIGNABLE_FROM as readonly string[]).includes(order.status) || order.contract.status === 'signed')
        throw new BizError(
          409,
          'orderWrongState',
          {
            status: tr(ORDER_STATUS_TEXTS[order.status], ctx.lang),
            action: tr(T.signButton, ctx.lang),
          },
          { status: order.status },
        );
      contractVersions(order).signing = shownVersion(ctx, order);
      order.contract.status = 'signing';
      const token = newSignToken(ctx.server.store, order);
      const host = ctx.req.headers.host ?? 'localhost';
      return { contractNo: order.contract.contractNo, signUrl: `http://${host}/wallet-sim/sign?token=${token}` };
    },
  },
  {
    method: 'GET',
    path: '/api/contract/check',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const signed = order.contract.status === 'signed';
      if (signed && order.status === 'PENDING_SIGN') move(order, 'PENDING_PAY', 'signed', ctx.server.clock.now());
      const version = contractVersions(order).signed;
      return {
        signed,
        status: order.status,
        contractNo: order.contract.contractNo,
        contractId: signed ? (version?.contractId ?? null) : null,
        contentHash: signed ? (version?.contentHash ?? null) : null,
      };
    },
  },
];

function langOf(req: IncomingMessage, url: URL): Lang {
  return pickLang(url.searchParams.get('lang') ?? req.headers['accept-language']);
}

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(tr(T.title, lang))}</title><style>body{font:15px/1.6 system-ui,sans-serif;margin:16px;color:#222}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:4px 6px;text-align:left}button{width:100%;padding:12px;font-size:16px;background:#1677ff;color:#fff;border:0;border-radius:8px;margin-top:16px}</style></head><body>${body}</body></html>`;
}

/** A script telling the app's page (parent frame or opener) what happened, then going to `returnUrl` if any. */
function tellApp(message: Record<string, unknown>, returnUrl: string): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script>(function(){var m=${json(message)};try{if(window.parent!==window)window.parent.postMessage(m,'*');if(window.opener)window.opener.postMessage(m,'*');}catch(e){}var r=${json(returnUrl)};if(r)setTimeout(function(){location.replace(r)},600);})();</script>`;
}

/** `/wallet-sim/sign`: the e-signature provider's page as the dev API plays it (GET shows, POST signs). */
export async function handleSignPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  server: ServerContext,
): Promise<void> {
  const lang = langOf(req, url);
  let token = url.searchParams.get('token') ?? '';
  let returnUrl = url.searchParams.get('returnUrl') ?? '';
  if (req.method === 'POST') {
    try {
      const body = await readBody(req);
      if (typeof body.token === 'string') token = body.token;
      if (typeof body.returnUrl === 'string') returnUrl = body.returnUrl;
    } catch {
      return sendText(res, 400, 'invalid body');
    }
  } else if (req.method !== 'GET') return sendText(res, 405, 'Method Not Allowed');
  const order = token ? orderBySignToken(server.store, token) : undefined;
  if (!order || order.contract.status === 'none')
    return sendText(res, 404, page(lang, `<p>${escapeHtml(tr(T.signInvalid, lang))}</p>`), 'text/html');
  const safeReturn = /^(https?:\/\/|\/|#)/.test(returnUrl) ? returnUrl : '';
  const signed = order.contract.status === 'signed';
  const bound = contractVersions(order).signing;
  // The provider shows and signs only the text the signing was started for, never one changed since.
  if (!signed && (!bound || !stillCurrent(order, server, bound))) {
    const changed = tellApp({ type: 'contract-changed', orderId: order.orderId }, '');
    const text = escapeHtml(tr(MESSAGES.contractChanged, lang));
    return sendText(res, 409, page(lang, `<p id="changed">${text}</p>${changed}`), 'text/html');
  }
  if (req.method === 'GET') {
    // Signing happens in place (a fetch, not a form navigation), so the frame adds no history entry
    // and the app's Back leaves the signing once; without script the plain form post still works.
    const inPlace = `<script>document.forms[0].addEventListener('submit',function(e){e.preventDefault();var f=e.target;fetch(f.action,{method:'POST',body:new URLSearchParams(new FormData(f))}).then(function(r){return r.text()}).then(function(h){document.open();document.write(h);document.close()})})</script>`;
    const form = signed
      ? ''
      : `<form method="post" action="/wallet-sim/sign?lang=${lang}"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="returnUrl" value="${escapeHtml(safeReturn)}"><button type="submit">${escapeHtml(tr(T.signButton, lang))}</button></form>${inPlace}`;
    const doc = servedContract(order, server, bound?.lang ?? lang, bound?.fixture ?? null);
    return sendText(res, 200, page(doc.lang, signingSummary(order, server, doc) + form), 'text/html');
  }
  if (!signed && bound) {
    order.contract.status = 'signed';
    order.contract.signedAt = server.clock.now();
    // Frozen here: the text just checked as current is the document, for good.
    contractVersions(order).signed = servedContract(order, server, bound.lang, bound.fixture);
    contractVersions(order).lessee = contractMeta(order, server, bound.lang).parties.lessee;
  }
  const script = tellApp(
    { type: 'contract-signed', orderId: order.orderId, contractNo: order.contract.contractNo },
    safeReturn,
  );
  sendText(res, 200, page(lang, `<p id="signed">${escapeHtml(tr(T.signDone, lang))}</p>${script}`), 'text/html');
}
