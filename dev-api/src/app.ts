import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { handleApi, type ErrorReporter } from './api';
import type { ServerContext } from './context';
import { applyFault } from './control/apply-fault';
import { appHeaders, BASE_HEADERS, DEFAULT_FRAME_FILE, FRAME_VARY, frameFileFor } from '@rental/platform/site';
import { handleControl } from './control/control-routes';
import { checkSurfaceRequest, simCookie, type SurfaceVerdict } from './control/test-surface-guard';
import { sendJson, sendText } from './http/envelope';
import { h5CacheControl, isFile, resolveInside, serveFile } from './http/static-files';
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

/** A refused test-surface request: why, plainly, and nothing else. */
function refuseSurface(res: ServerResponse, verdict: Exclude<SurfaceVerdict, 'ok'>): void {
  if (verdict === 'not-json') return sendText(res, 415, 'application/json only');
  sendText(res, 403, verdict === 'not-loopback' ? 'loopback only' : `token required (X-Control-Token)`);
}

/** The page's prerendered variant for this renter (frameFileFor), when the live shell has it. */
async function framePage(req: IncomingMessage, url: URL, root: string): Promise<string> {
  const variant = frameFileFor({
    search: url.search,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  return variant !== DEFAULT_FRAME_FILE && (await isFile(path.join(root, variant))) ? variant : DEFAULT_FRAME_FILE;
}

async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pathname: string,
  server: ServerContext,
): Promise<void> {
  if (!server.siteDir) return sendText(res, 404, 'Not Found');
  const root = path.join(server.siteDir, 'h5');
  const page = pathname === '/h5' || pathname === '/h5/';
  const rel = page ? await framePage(req, url, root) : pathname.slice('/h5/'.length);
  if (page) res.setHeader('Vary', FRAME_VARY);
  if (rel.endsWith('.html')) {
    for (const [name, value] of Object.entries(appHeaders(server.origins))) res.setHeader(name, value);
    // The app's pages carry the simulator's token for the wallet calls they make in local runs.
    if (server.controlToken) res.setHeader('Set-Cookie', simCookie(server.controlToken));
  }
  const file = resolveInside(root, rel);
  if (!file) return sendText(res, 403, 'Forbidden');
  await serveFile(req, res, file, h5CacheControl(rel));
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
  if (pathname.startsWith('/api/')) {
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
    return handleApi(req, res, url, server, report);
  }
  // No CORS here: only the app's own pages (same origin) and the tests may reach the simulator.
  if (pathname.startsWith('/wallet-sim/')) {
    if (!server.controlToken) return sendText(res, 404, 'Not Found');
    const verdict = checkSurfaceRequest(req, server.controlToken, { page: pathname === '/wallet-sim/sign' });
    if (verdict !== 'ok') return refuseSurface(res, verdict);
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
    return serveSite(req, res, url, decodeURIComponent(pathname), server);
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
      for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
      if (pathname === '/__control' || pathname.startsWith('/__control/')) {
        if (!server.control || !server.controlToken) return sendText(res, 404, 'Not Found');
        const verdict = checkSurfaceRequest(req, server.controlToken);
        if (verdict !== 'ok') return refuseSurface(res, verdict);
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
