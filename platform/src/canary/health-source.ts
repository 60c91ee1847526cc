import { MalformedHealthError, parseHealth, type HealthAggregate } from './health';

/**
 * The app's fixed client credential (shared/src/state/config.ts `basicAuth`, checked equal by a
 * test): the platform package runs in Node and does not import the browser's config module.
 */
export const CLIENT_BASIC_AUTH = 'cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

/** `--health URL`, else `$RENTAL_HEALTH_URL`, else the site's `/api/common/health`. */
export function healthUrl(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (flag) return flag;
  if (env.RENTAL_HEALTH_URL) return env.RENTAL_HEALTH_URL;
  const site = (env.RENTAL_SITE_URL || 'http://localhost:8080').replace(/\/+$/, '');
  return `${site}/api/common/health`;
}

/** No answer, or one that is not the aggregate: the same to a canary (it holds) and to a listing (it refuses). */
export class HealthSourceError extends Error {
  override name = 'HealthSourceError';
}

export type Fetch = typeof fetch;

export interface HealthQuery {
  remote?: string;
  since?: Date;
  signal?: AbortSignal;
}

/** Long enough for a slow monitoring query, short enough that one hung request does not stall a step. */
const REQUEST_TIMEOUT_MS = 15_000;

export async function fetchHealth(
  url: string,
  query: HealthQuery,
  opts: { fetch?: Fetch; env?: NodeJS.ProcessEnv } = {},
): Promise<HealthAggregate> {
  const env = opts.env ?? process.env;
  const target = new URL(url);
  if (query.remote) target.searchParams.set('remote', query.remote);
  if (query.since) target.searchParams.set('since', query.since.toISOString());
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = query.signal ? AbortSignal.any([query.signal, timeout]) : timeout;
  let body: unknown;
  try {
    const response = await (opts.fetch ?? fetch)(target, {
      headers: {
        // The client credential every call of the API carries (spec §7), not a renter's login.
        'Client-Authorization': `Basic ${env.RENTAL_CLIENT_AUTH || CLIENT_BASIC_AUTH}`,
        Accept: 'application/json',
      },
      signal,
    });
    if (!response.ok) throw new HealthSourceError(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof HealthSourceError) throw error;
    // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a timeout, a bad port).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new HealthSourceError(cause?.code ?? cause?.message ?? (error as Error).message);
  }
  try {
    return parseHealth(body);
  } catch (error) {
    if (error instanceof MalformedHealthError)
      throw new HealthSourceError(`not the health aggregate: ${error.message}`);
    throw error;
  }
}
