import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { handleApi, type ErrorReporter } from './api';
import type { ServerContext } from './context';
import { applyFault } from './control/apply-fault';
import { handleControl } from './control/control-routes';
import { sendJson, sendText } from './http/envelope';
import { h5CacheControl, resolveInside, serveFile } from './http/static-files';
import { handleWalletSim } from './routes/wallet-sim';

const CORS_HEADERS =
  'Content-Type, Platform-Info, token, Authorization, Client-Authorization, User-Type, Accept-Language';
const SEED_ASSET_CACHE = 'public, max-age=86400';

function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

function allowCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  server: ServerContext,
): Promise<void> {
  if (!server.siteDir) return sendText(res, 404, 'Not Found');
  const root = path.join(server.siteDir, 'h5');
  const rel = pathname === '/h5' || pathname === '/h5/' ? 'index.html' : pathname.slice('/h5/'.length);
  const file = resolveInside(root, rel);
  if (!file) return sendText(res, 403, 'Forbidden');
  await serveFile(req, res, file, h5CacheControl(path.basename(file)));
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pathname: string,
  server: ServerContext,
  report: ErrorReporter,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (pathname.startsWith('/api/') || pathname.startsWith('/wallet-sim/')) {
    allowCors(req, res);
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': CORS_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (pathname.startsWith('/api/')) return handleApi(req, res, url, server, report);
    return handleWalletSim(req, res, url, server);
  }
  if (method !== 'GET' && method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed');
  if (pathname === '/') {
    res.writeHead(302, { Location: '/h5/', 'Content-Length': '0' });
    res.end();
    return;
  }
  if (pathname === '/h5' || pathname.startsWith('/h5/')) {
    // Version folders carry a `+` (`1.0.0+3f9c2ab1`), which URLs send encoded.
    return serveSite(req, res, decodeURIComponent(pathname), server);
  }
  if (pathname.startsWith('/static/')) {
    const file = resolveInside(server.assetsDir, pathname.slice('/static/'.length));
    if (!file) return sendText(res, 403, 'Forbidden');
    return serveFile(req, res, file, SEED_ASSET_CACHE);
  }
  sendText(res, 404, 'Not Found');
}

export function createHandler(
  server: ServerContext,
  report: ErrorReporter,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    try {
      const rawPath = (req.url ?? '/').split('?')[0] || '/';
      const decoded = decodedPath(rawPath);
      if (decoded === null) return sendText(res, 400, 'Bad Request');
      // Refuse `..` before URL parsing would quietly resolve it away.
      if (decoded.split(/[/\\]+/).includes('..') || decoded.includes('\0')) return sendText(res, 403, 'Forbidden');
      const url = new URL(`http://dev-api.local${rawPath.startsWith('/') ? '' : '/'}${req.url ?? ''}`);
      const pathname = url.pathname;
      const method = req.method ?? 'GET';
      if (pathname === '/__control' || pathname.startsWith('/__control/')) {
        if (!server.control) return sendText(res, 404, 'Not Found');
        return await handleControl(req, res, url, server);
      }
      if (method !== 'OPTIONS') {
        server.requests.record({
          method,
          path: pathname,
          query: url.search,
          headers: { ...req.headers },
          at: new Date().toISOString(),
        });
        // Faults name files as they are on disk (`1.0.0+3f9c2ab1`), whatever the URL's encoding.
        const fault = server.faults.take(method, decoded);
        if (fault && (await applyFault(fault, req, res, server.faults)) === 'handled') return;
      }
      await route(req, res, url, pathname, server, report);
    } catch (error) {
      report(error, req);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.destroy();
    }
  };
}
