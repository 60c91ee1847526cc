import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a test or a developer's script proves it was given this run's token with. */
export const TOKEN_HEADER = 'x-control-token';
/** The cookie the app's own pages carry the token in, for the wallet simulator they call. */
export const SIM_COOKIE = 'rental-test-surface';
/** A header no page of another site can add without a CORS preflight, which these paths never grant. */
export const SURFACE_HEADER = 'x-rental-test-surface';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopbackHost = (host: string): boolean => LOOPBACK.has(host) || host === 'localhost';

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie ?? '';
  const found = header.split(';').find((part) => part.trim().startsWith(`${SIM_COOKIE}=`));
  return found?.split('=')[1]?.trim();
}

export type SurfaceVerdict = 'ok' | 'not-loopback' | 'no-token' | 'not-json';

/**
 * `/__control` and `/wallet-sim` answer only this machine, only with this run's token (a header,
 * or the app's own cookie for the simulator), and only JSON with the surface header: a web page
 * elsewhere can't reach them through the renter's browser (no CSRF), and nothing else on the
 * network can at all. `page`: the signing page, a navigation in a frame, carries the cookie only.
 */
export function checkSurfaceRequest(
  req: IncomingMessage,
  token: string,
  opts: { page?: boolean } = {},
): SurfaceVerdict {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return 'not-loopback';
  const given = req.headers[TOKEN_HEADER];
  const headerToken = Array.isArray(given) ? given[0] : given;
  if (!sameToken(headerToken, token) && !sameToken(cookieToken(req), token)) return 'no-token';
  if (opts.page) return 'ok';
  if (!headerToken && req.headers[SURFACE_HEADER] === undefined) return 'no-token';
  const length = Number(req.headers['content-length'] ?? 0);
  const hasBody = length > 0 || req.headers['transfer-encoding'] !== undefined;
  if (
    hasBody &&
    !String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('application/json')
  ) {
    return 'not-json';
  }
  return 'ok';
}

/** Set with the app's own pages, so its wallet simulator calls carry the token; never readable by script. */
export const simCookie = (token: string): string =>
  `${SIM_COOKIE}=${token}; Path=/wallet-sim; HttpOnly; SameSite=Strict`;
