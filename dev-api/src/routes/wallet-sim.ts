import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { MESSAGE_TEMPLATE_IDS } from '../data/message-templates';
import { SEED_WALLET_USER_ID } from '../data/users';
import { readBody, type Params } from '../http/body';
import { BizError, sendJson } from '../http/envelope';
import { issueAuthCode } from '../state/sessions';
import { takeWalletResult, WALLET_ACTIONS, type WalletAction } from '../state/wallet';
import { handleSignPage } from './contract';

const WALLET_USER_ID = /^2088\d{12}$/;

function scopesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((scope): scope is string => typeof scope === 'string');
  return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
}

const ok = (res: ServerResponse, data: unknown): void =>
  sendJson(res, 200, { success: true, code: 200, msg: 'ok', data });
const fail = (res: ServerResponse, status: number, msg: string): void =>
  sendJson(res, status, { success: false, code: status, msg, data: null });

function auth(res: ServerResponse, body: Params, server: ServerContext): void {
  if (!scopesOf(body.scopes).includes('auth_user')) return fail(res, 400, 'scopes must include auth_user');
  const walletUserId = body.walletUserId === undefined ? SEED_WALLET_USER_ID : String(body.walletUserId);
  if (!WALLET_USER_ID.test(walletUserId)) return fail(res, 400, 'walletUserId must be 16 digits starting with 2088');
  ok(res, { authCode: issueAuthCode(server.store, walletUserId, server.clock.now()), walletUserId, expiresIn: 300 });
}

/** The wallet's standard text size; `my.getSystemInfo` reports larger when the renter chose larger text. */
const STANDARD_FONT_SIZE = 16;
const FONT_SIZE_COOKIE = /(?:^|;\s*)walletFontSize=(\d{1,2})(?:;|$)/;

/**
 * The device's wallet settings, as `my.getSystemInfo` answers: the text size is the simulated
 * wallet's own setting on this device, a `walletFontSize` cookie (e.g. 20 for its large text).
 */
function systemInfo(req: IncomingMessage, res: ServerResponse): void {
  const fromCookie = FONT_SIZE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  ok(res, { platform: 'simulator', fontSizeSetting: fromCookie ? Number(fromCookie) : STANDARD_FONT_SIZE });
}

/** The wallet host as the browser bridge sees it in local runs; answers are envelopes like the API's. */
export async function handleWalletSim(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  server: ServerContext,
): Promise<void> {
  const action = url.pathname.slice('/wallet-sim/'.length);
  if (action === 'sign') return handleSignPage(req, res, url, server);
  if (action === 'systemInfo') return req.method === 'POST' ? systemInfo(req, res) : fail(res, 405, 'use POST');
  if (action !== 'auth' && !(WALLET_ACTIONS as readonly string[]).includes(action)) return fail(res, 404, 'not found');
  if (req.method !== 'POST') return fail(res, 405, 'use POST');
  let body: Params;
  try {
    body = await readBody(req);
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    return fail(res, 400, 'invalid body');
  }
  if (action === 'auth') return auth(res, body, server);
  if (action === 'subscribe') {
    // The wallet refuses a template the mini program never registered, as the real one does.
    const unknown = scopesOf(body.templateIds).filter((id) => !MESSAGE_TEMPLATE_IDS.includes(id));
    if (unknown.length || scopesOf(body.templateIds).length === 0)
      return fail(res, 400, `unknown message template: ${unknown.join(',') || '(none)'}`);
  }
  const subject =
    [body.orderStr, body.certifyId, body.tradeNo, body.templateIds].find((v) => typeof v === 'string') ?? '';
  ok(res, takeWalletResult(server.store, action as WalletAction, String(subject), server.clock.now()));
}
