import type { IncomingMessage } from 'node:http';

const CLIENT_CREDENTIALS = 'rental-h5:rental-h5-secret';

/** The log call also takes the credential in its query: a beacon (sent as the page goes away) has no headers. */
const BEACON_PATHS = new Set(['/api/common/printLog']);

export function isClientAuthorized(req: IncomingMessage, url?: URL): boolean {
  const beacon = url && BEACON_PATHS.has(url.pathname) ? url.searchParams.get('clientAuthorization') : null;
  const header = req.headers['client-authorization'] ?? beacon ?? undefined;
  if (typeof header !== 'string') return false;
  const match = /^basic\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return false;
  return Buffer.from(match[1], 'base64').toString('utf8') === CLIENT_CREDENTIALS;
}

/** The token from the `token` header, else from `Authorization: Bearer`. */
export function accessTokenOf(req: IncomingMessage): string | null {
  const token = req.headers.token;
  if (typeof token === 'string' && token.trim()) return token.trim();
  const bearer = /^bearer\s+(\S+)$/i.exec(req.headers.authorization?.trim() ?? '');
  return bearer?.[1] ?? null;
}
