import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeFor } from '@rental/platform/site';
import { sendText } from './envelope';

export { cacheControlFor as h5CacheControl } from '@rental/platform/site';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.map', '.css', '.html', '.svg']);

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
    'Content-Type': contentTypeFor(filePath),
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
