import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { SEED_WALLET_USER_ID } from '../data/users';
import { readBody } from '../http/body';
import { BizError, sendJson } from '../http/envelope';
import { issueAuthCode } from '../state/sessions';

const WALLET_USER_ID = /^2088\d{12}$/;

function scopesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((scope): scope is string => typeof scope === 'string');
  return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
}

/** The wallet host as the browser bridge sees it in local runs: hands out single-use auth codes. */
export async function handleWalletSim(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  server: ServerContext,
): Promise<void> {
  if (url.pathname !== '/wallet-sim/auth') {
    sendJson(res, 404, { error: 'not found' });
    return;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'use POST' }, { Allow: 'POST' });
    return;
  }
  let body;
  try {
    body = await readBody(req);
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    sendJson(res, 400, { error: 'invalid body' });
    return;
  }
  if (!scopesOf(body.scopes).includes('auth_user')) {
    sendJson(res, 400, { error: 'scopes must include auth_user' });
    return;
  }
  const walletUserId = body.walletUserId === undefined ? SEED_WALLET_USER_ID : String(body.walletUserId);
  if (!WALLET_USER_ID.test(walletUserId)) {
    sendJson(res, 400, { error: 'walletUserId must be 16 digits starting with 2088' });
    return;
  }
  const authCode = issueAuthCode(server.store, walletUserId, server.clock.now());
  sendJson(res, 200, { authCode, walletUserId, expiresIn: 300 });
}
