import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sendText } from './envelope';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.map', '.css', '.html', '.svg']);

const NO_CACHE_NAMES = new Set(['remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** A hex run of 8+ characters with a digit, between separators: `123.4f9a8b7c.js`, `main-0a1b2c3d.css`. */
const CONTENT_HASH = /[.\-_](?=[0-9a-f]*\d)[0-9a-f]{8,}\./i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache policy of the app's build output (`/h5/*`). */
export function h5CacheControl(fileName: string): string {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.html' || ext === '.json' || NO_CACHE_NAMES.has(fileName)) return 'no-cache';
  return CONTENT_HASH.test(fileName) ? IMMUTABLE : 'no-cache';
}

export function mimeType(fileName: string): string {
  return MIME[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves URL path segments under `root`; null when they would leave it. */
export function resolveInside(root: string, urlPath: string): string | null {
  const segments = urlPath.split(/[/\\]+/).filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.includes('\0'))) return null;
  const full = path.resolve(root, ...segments);
  const base = path.resolve(root);
  return full === base || full.startsWith(base + path.sep) ? full : null;
}

const gzipCache = new Map<string, Buffer>();

function acceptsGzip(req: IncomingMessage): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/i.test(header);
}

export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  cacheControl: string,
): Promise<void> {
  let stat;
  try {
    stat = await fs.stat(filePath);
  } catch {
    stat = null;
  }
  if (!stat?.isFile()) {
    sendText(res, 404, 'Not Found');
    return;
  }
  const ext = path.extname(filePath).toLowerCase();
  const etag = `W/"${createHash('sha1').update(`${filePath}:${stat.size}:${stat.mtimeMs}`).digest('hex').slice(0, 16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': mimeType(filePath),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  };
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let body: Buffer = await fs.readFile(filePath);
  if (COMPRESSIBLE.has(ext) && acceptsGzip(req) && body.length > 0) {
    const key = `${filePath}:${stat.size}:${stat.mtimeMs}`;
    const zipped = gzipCache.get(key) ?? gzipSync(body);
    gzipCache.set(key, zipped);
    body = zipped;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
