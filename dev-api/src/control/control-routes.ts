import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, type Params } from '../http/body';
import { BizError, sendJson } from '../http/envelope';
import { resetContext, type ServerContext } from '../context';
import { FAULT_TYPES, type FaultInput, type FaultType } from './faults';

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

export function parseFault(body: Params): FaultInput {
  const path = optionalString(body, 'path');
  if (!path?.startsWith('/')) throw new ControlError('path must start with /');
  if (path === '/__control' || path.startsWith('/__control/'))
    throw new ControlError('faults cannot target /__control');
  const type = optionalString(body, 'type');
  if (!type || !(FAULT_TYPES as readonly string[]).includes(type))
    throw new ControlError(`type must be one of ${FAULT_TYPES.join(', ')}`);
  const method = optionalString(body, 'method')?.trim().toUpperCase() || null;
  return {
    path,
    method,
    type: type as FaultType,
    msg: optionalString(body, 'msg'),
    code: optionalInt(body, 'code', 0),
    delayMs: optionalInt(body, 'delayMs', 0) ?? 1000,
    remaining: optionalInt(body, 'times', 1),
  };
}

type ControlHandler = (server: ServerContext, url: URL, body: Params) => [number, unknown];

const HANDLERS: Record<string, ControlHandler> = {
  'POST /__control/faults': (server, _url, body) => [200, server.faults.add(parseFault(body))],
  'GET /__control/faults': (server) => [200, server.faults.list()],
  'DELETE /__control/faults': (server) => {
    const cleared = server.faults.list().length;
    server.faults.clear();
    return [200, { cleared }];
  },
  'POST /__control/reset': (server) => {
    resetContext(server);
    return [200, { ok: true }];
  },
  'GET /__control/logs': (server) => [200, server.store.logs],
  'GET /__control/channel-clicks': (server) => [200, server.store.channelClicks],
  'GET /__control/sms': (server, url) => {
    const record = server.store.sms.get(url.searchParams.get('mobile') ?? '');
    if (!record) return [404, { error: 'no code sent to this mobile' }];
    const { mobile, code, sentAt, expiresAt, attempts, used } = record;
    return [
      200,
      {
        mobile,
        code,
        sentAt: new Date(sentAt).toISOString(),
        expiresAt: new Date(expiresAt).toISOString(),
        attempts,
        used,
        void: record.void,
      },
    ];
  },
  'GET /__control/requests': (server, url) => [200, server.requests.summary(url.searchParams.get('path') || '/')],
  'DELETE /__control/requests': (server) => {
    server.requests.clear();
    return [200, { ok: true }];
  },
  'POST /__control/clock': (server, _url, body) => {
    const advanceMs = optionalInt(body, 'advanceMs', 0);
    if (advanceMs === null) throw new ControlError('advanceMs is required');
    server.clock.advance(advanceMs);
    return [200, { offsetMs: server.clock.offset, now: new Date(server.clock.now()).toISOString() }];
  },
};

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  server: ServerContext,
): Promise<void> {
  const handler = HANDLERS[`${req.method ?? 'GET'} ${url.pathname.replace(/\/+$/, '')}`];
  if (!handler) {
    sendJson(res, 404, { error: `no control call ${req.method ?? ''} ${url.pathname}` });
    return;
  }
  try {
    const body = await readBody(req);
    const [status, payload] = handler(server, url, body);
    sendJson(res, status, payload);
  } catch (error) {
    if (error instanceof ControlError || error instanceof BizError) {
      sendJson(res, 400, { error: error instanceof ControlError ? error.message : 'invalid body' });
      return;
    }
    throw error;
  }
}
