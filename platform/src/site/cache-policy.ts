import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A script's delta against a renter's copy of the version before (`<file>.dcz/…`): good only for the
 * browser holding that copy, so kept by it as long as the script, never by a cache shared between
 * renters, which might ignore `Vary` and hand it to one without the copy.
 */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
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
 * A file in a version's own folder (`remotes/<app>/<version>/…`, `shell/<version>/…`). Deploys
 * write these create-only and never change or delete them, so even the names that are not hashed
 * (a remote's manifest and entry script) always answer with the same bytes.
 */
export const VERSION_FOLDER_FILE = /(?:^|\/)(?:remotes\/[^/]+|shell)\/[^/]+\/[^/]/;

/**
 * The cache policy of everything under `/h5/` by its path there, one definition for every server
 * and store: pages are revalidated on every use; a version's other files never change and are kept
 * for a year (a repeat visit then asks only the page and the registry again); elsewhere the
 * pointers (registry, JSON, entry scripts) are revalidated too and files named by their content
 * hash are kept for a year.
 */
export function cacheControlFor(sitePath: string): string {
  const base = path.basename(sitePath);
  const ext = path.extname(base).toLowerCase();
  // A page is always asked again, wherever it lies: it carries the page's security policy.
  if (ext === '.html') return NO_CACHE;
  const posix = sitePath.replace(/\\/g, '/');
  if (/\.js\.dcz\//.test(posix)) return PRIVATE_IMMUTABLE;
  if (VERSION_FOLDER_FILE.test(posix)) return IMMUTABLE;
  if (ext === '.json' || NO_CACHE_NAMES.has(base)) return NO_CACHE;
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
