import type { IncomingMessage, ServerResponse } from 'node:http';
import { resetContext, type ServerContext } from '../context';
import { IDCARD_FRONT, testCardFront } from '../data/idcard-fixture';
import { readBody, type Params } from '../http/body';
import { BizError, sendJson } from '../http/envelope';
import { OrderControlError, orderControl } from '../routes/order-control';
import { accountState, isIdNumber } from '../state/account';
import { WALLET_ACTIONS, WALLET_RESULT_CODES, type WalletAction, type WalletResultCode } from '../state/wallet';
import { ChatControlError, staffReply } from './chat-control';
import { FAULT_TYPES, type FaultInput, type FaultType } from './faults';
import { paymentControl } from './payment-control';

class ControlError extends Error {}

function optionalInt(body: Params, name: string, min: number): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min)
    throw new ControlError(`${name} must be an integer ≥ ${min}`);
  return n;
}

function optionalString(body: Params, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ControlError(`${name} must be a string`);
  return value;
}

function oneOf<T extends string>(body: Params, name: string, allowed: readonly T[]): T {
  const value = optionalString(body, name);
  if (!value || !(allowed as readonly string[]).includes(value))
    throw new ControlError(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

export function parseFault(body: Params): FaultInput {
  const path = optionalString(body, 'path');
  if (!path?.startsWith('/')) throw new ControlError('path must start with /');
  if (path === '/__control' || path.startsWith('/__control/'))
    throw new ControlError('faults cannot target /__control');
  return {
    path,
    method: optionalString(body, 'method')?.trim().toUpperCase() || null,
    type: oneOf<FaultType>(body, 'type', FAULT_TYPES),
    msg: optionalString(body, 'msg'),
    code: optionalInt(body, 'code', 0),
    delayMs: optionalInt(body, 'delayMs', 0) ?? 1000,
    remaining: optionalInt(body, 'times', 1),
  };
}

type ControlHandler = (server: ServerContext, url: URL, body: Params) => unknown;

const HANDLERS: Record<string, ControlHandler> = {
  'POST /__control/faults': (server, _url, body) => server.faults.add(parseFault(body)),
  'GET /__control/faults': (server) => server.faults.list(),
  'DELETE /__control/faults': (server) => {
    const cleared = server.faults.list().length;
    server.faults.clear();
    return { cleared };
  },
  'POST /__control/reset': (server) => {
    resetContext(server);
    return null;
  },
  'GET /__control/logs': (server) => server.store.logs,
  'GET /__control/channel-clicks': (server) => server.store.channelClicks,
  'GET /__control/sms': (server, url) => {
    const record = server.store.sms.get(url.searchParams.get('mobile') ?? '');
    if (!record) return null;
    const { mobile, code, sentAt, expiresAt, attempts, used } = record;
    const iso = (ms: number): string => new Date(ms).toISOString();
    return { mobile, code, sentAt: iso(sentAt), expiresAt: iso(expiresAt), attempts, used, void: record.void };
  },
  'GET /__control/requests': (server, url) => server.requests.summary(url.searchParams.get('path') || '/'),
  'DELETE /__control/requests': (server) => {
    server.requests.clear();
    return null;
  },
  'POST /__control/clock': (server, _url, body) => {
    const advanceMs = optionalInt(body, 'advanceMs', 0);
    if (advanceMs === null) throw new ControlError('advanceMs is required');
    server.clock.advance(advanceMs);
    return { offsetMs: server.clock.offset, now: new Date(server.clock.now()).toISOString() };
  },
  'POST /__control/wallet': (server, _url, body) => {
    const action = oneOf<WalletAction>(body, 'action', WALLET_ACTIONS);
    const resultCode = oneOf<WalletResultCode>(body, 'resultCode', WALLET_RESULT_CODES);
    const override = { resultCode, memo: optionalString(body, 'memo') ?? '', remaining: optionalInt(body, 'times', 1) };
    server.store.walletOverrides.set(action, override);
    return { action, ...override };
  },
  'POST /__control/idcard': (server, _url, body) => {
    const idNumber = optionalString(body, 'idNumber')?.trim().toUpperCase() ?? '';
    if (!isIdNumber(idNumber)) throw new ControlError('idNumber must be a valid ID number');
    const name = optionalString(body, 'name')?.trim() || IDCARD_FRONT.name;
    const card = testCardFront(name, idNumber);
    accountState(server.store).nextFronts.push(card);
    return card;
  },
  'POST /__control/chat/reply': (server, _url, body) =>
    staffReply(server, optionalInt(body, 'userId', 1), optionalString(body, 'mobile'), optionalString(body, 'text')),
  'GET /__control/wallet': (server) => ({
    calls: server.store.walletCalls,
    overrides: Object.fromEntries(server.store.walletOverrides),
  }),
};

const answer = (res: ServerResponse, status: number, data: unknown, msg = 'ok'): void =>
  sendJson(res, status, { success: status === 200, code: status, msg, data });

/** The test-control surface; answers use the API's envelope so one client reads both. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  server: ServerContext,
): Promise<void> {
  const pathname = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const handler =
    HANDLERS[`${method} ${pathname}`] ?? orderControl(method, pathname) ?? paymentControl(method, pathname);
  if (!handler) return answer(res, 404, null, `no control call ${req.method ?? ''} ${url.pathname}`);
  try {
    const body = await readBody(req);
    answer(res, 200, handler(server, url, body) ?? null);
  } catch (error) {
    if (error instanceof ControlError || error instanceof ChatControlError)
      return answer(res, 400, null, error.message);
    if (error instanceof OrderControlError) return answer(res, error.status, null, error.message);
    if (error instanceof BizError) return answer(res, 400, null, 'invalid body');
    throw error;
  }
}
