import type { ServerResponse } from 'node:http';
import { tr, type Lang } from '../i18n/lang';
import { MESSAGES, type MessageKey } from '../i18n/messages';
import { withMoney } from '../i18n/money';

export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  msg: string;
  data: T;
}

/** A business failure: answered as HTTP 200 with `success: false`. */
export class BizError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly vars?: Record<string, string | number>,
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export function okEnvelope<T>(data: T, lang: Lang): Envelope<T> {
  return { success: true, code: 200, msg: tr(MESSAGES.ok, lang), data };
}

export function failEnvelope(error: BizError, lang: Lang): Envelope {
  return {
    success: false,
    code: error.code,
    msg: tr(MESSAGES[error.key], lang, error.vars && withMoney(error.vars, lang)),
    data: error.data,
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export function sendText(res: ServerResponse, status: number, text: string, type = 'text/plain'): void {
  if (res.headersSent || res.destroyed) return;
  const payload = Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': String(payload.length),
    'Cache-Control': 'no-store',
  });
  res.end(payload);
}
