import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VersionHealth } from '../canary/health';

// A stand-in for the dev API's GET /api/common/health on 127.0.0.1: each test scripts what it
// answers, and sees what was asked (remote, since, the client credential sent).

export interface HealthAsk {
  remote: string | null;
  since: string | null;
  authorization: string | undefined;
}
export type HealthAnswer = { status: number; body?: unknown } | { body: unknown };
export type HealthScript = (ask: HealthAsk, n: number) => HealthAnswer | Promise<HealthAnswer>;

export interface HealthServer {
  readonly url: string;
  readonly asks: HealthAsk[];
  script: HealthScript;
}

/** One remote@version's figures: `failed` of `sessions` failed, LCP p75 from `lcpSamples` samples. */
export function versionFigures(
  sessions: number,
  failed: number,
  lcp?: { p75: number; samples: number },
): VersionHealth {
  return {
    sessions,
    failedSessions: failed,
    errorRate: sessions ? failed / sessions : 0,
    loadFailures: { manifest: 0, entry: failed, chunk: 0, gate: 0 },
    renderErrors: 0,
    errors: 0,
    fallbacks: 0,
    pages: sessions * 2,
    lcpP75Ms: lcp?.p75 ?? null,
    lcpSamples: lcp?.samples ?? 0,
    inpP75Ms: null,
    inpSamples: 0,
  };
}

/** The dev API's envelope around an aggregate of `remotes`. */
export const enveloped = (remotes: Record<string, Record<string, VersionHealth>>, since: string | null = null) => ({
  body: { success: true, code: 200, msg: 'ok', data: { since, until: '2026-11-29T12:00:00.000Z', remotes } },
});

/** Up before the file's tests, closed after them. */
export function healthServerForTests(): HealthServer {
  const fixture: { url: string; asks: HealthAsk[]; script: HealthScript } = {
    url: '',
    asks: [],
    script: () => ({ status: 503 }),
  };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://health');
      const ask = {
        remote: url.searchParams.get('remote'),
        since: url.searchParams.get('since'),
        authorization: req.headers['client-authorization'] as string | undefined,
      };
      fixture.asks.push(ask);
      void Promise.resolve(fixture.script(ask, fixture.asks.length)).then((answer) => {
        res.writeHead('status' in answer ? answer.status : 200, { 'content-type': 'application/json' });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/common/health`;
  });
  beforeEach(() => {
    fixture.asks = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return fixture;
}
