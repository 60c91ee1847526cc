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

export async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await fs.stat(filePath)).isFile();
  } catch {
    return false;
  }
}

const gzipCache = new Map<string, Buffer>();

function accepts(req: IncomingMessage, coding: 'br' | 'gzip'): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return new RegExp(`\\b${coding}\\b(?!\\s*;\\s*q=0(\\.0*)?\\b)`, 'i').test(header);
}

/** The build's brotli copy of the file, as nginx's brotli module serves it; null when there is none. */
async function brotliCopy(filePath: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(`${filePath}.br`);
  } catch {
    return null;
  }
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
  // Added to what the caller varies by already (a negotiated page: Accept-Language, Cookie).
  if (COMPRESSIBLE.has(ext)) headers.Vary = [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const brotli = COMPRESSIBLE.has(ext) && accepts(req, 'br') ? await brotliCopy(filePath) : null;
  let body: Buffer = brotli ?? (await fs.readFile(filePath));
  if (brotli) headers['Content-Encoding'] = 'br';
  else if (COMPRESSIBLE.has(ext) && accepts(req, 'gzip') && body.length > 0) {
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
