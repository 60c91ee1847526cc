import type { IncomingHttpHeaders } from 'node:http';

export interface SeenRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  at: string;
}

const MAX_KEPT = 5000;

/** Card numbers and codes sent in a query string are not kept (bodies are never kept at all). */
const SECRET_PARAMS = ['no', 'verifyCode'];

export function maskSecrets(query: string): string {
  if (!query) return query;
  const params = new URLSearchParams(query);
  let masked = false;
  for (const name of SECRET_PARAMS)
    if (params.has(name)) {
      params.set(name, '***');
      masked = true;
    }
  return masked ? `?${params.toString()}` : query;
}

/** A request URL fit for the console: path as sent, secret parameters masked. */
export function maskUrl(url: string | undefined): string {
  const raw = url ?? '';
  const at = raw.indexOf('?');
  return at < 0 ? raw : raw.slice(0, at) + maskSecrets(raw.slice(at));
}

/** Headers that say nothing about the renter; tokens, cookies and credentials are never kept. */
const KEPT_HEADERS = ['accept-language', 'content-type', 'platform-info', 'user-type'];

function harmlessHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(KEPT_HEADERS.filter((h) => headers[h] !== undefined).map((h) => [h, headers[h]]));
}

/** What the server has seen, so tests can assert that the app sent (or did not send) a request. */
export class RequestLog {
  private entries: SeenRequest[] = [];
  private dropped = new Map<string, number>();

  record(entry: SeenRequest): void {
    this.entries.push({ ...entry, query: maskSecrets(entry.query), headers: harmlessHeaders(entry.headers) });
    if (this.entries.length > MAX_KEPT) {
      const old = this.entries.shift();
      if (old) this.dropped.set(old.path, (this.dropped.get(old.path) ?? 0) + 1);
    }
  }

  summary(prefix: string): { path: string; count: number; last: SeenRequest | null } {
    let count = 0;
    for (const [path, n] of this.dropped) if (path.startsWith(prefix)) count += n;
    let last: SeenRequest | null = null;
    for (const entry of this.entries) {
      if (!entry.path.startsWith(prefix)) continue;
      count++;
      last = entry;
    }
    return { path: prefix, count, last };
  }

  clear(): void {
    this.entries = [];
    this.dropped.clear();
  }
}
