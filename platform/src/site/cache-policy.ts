import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export const NO_CACHE_NAMES: ReadonlySet<string> = new Set([
  'remotes.json',
  'shell-manifest.json',
  'mf-manifest.json',
  'remoteEntry.js',
]);
/** A hex run of 8+ characters with a digit, between separators: `123.4f9a8b7c.js`, `main-0a1b2c3d.css`. */
export const CONTENT_HASH = /[.\-_](?=[0-9a-f]*\d)[0-9a-f]{8,}\./i;

/**
 * The cache policy of everything under `/h5/`, one definition for every server and store: the
 * pointers (registry, manifests, entry scripts, HTML, JSON) are revalidated on every use; files
 * named by their content hash never change and are kept for a year.
 */
export function cacheControlFor(fileName: string): string {
  const base = path.basename(fileName);
  const ext = path.extname(base).toLowerCase();
  if (ext === '.html' || ext === '.json' || NO_CACHE_NAMES.has(base)) return NO_CACHE;
  return CONTENT_HASH.test(base) ? IMMUTABLE : NO_CACHE;
}

export const MIME: Readonly<Record<string, string>> = {
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

export function contentTypeFor(fileName: string): string {
  return MIME[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}
