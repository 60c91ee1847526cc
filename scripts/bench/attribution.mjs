// Which package each transferred JS byte belongs to: a file's bytes as sent (brotli or gzip) are split over the
// original sources its source map lists, in proportion to their size.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function packageOf(source) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (m) return m[1];
  const [, namespace = '', rest = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  if (/(^|\/)shared\/src\//.test(rest)) return '@rental/shared';
  if (/(^|\/)platform\/src\//.test(rest)) return '@rental/platform';
  if (rest.startsWith('webpack/') || !rest.startsWith('.')) return 'webpack runtime';
  // An app's own code: its webpack namespace is its name (and, for a remote build, its version).
  return `app:${namespace.replace(/_[0-9a-f]{8}$/, '')}`;
}

/** `url` → the file under `site`; returns { package: bytes } for `bytes` transferred. */
export function attribute(site, url, bytes) {
  const file = path.join(site, decodeURIComponent(new URL(url).pathname));
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return { unknown: bytes };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sizes = new Map();
  map.sources.forEach((source, i) => {
    const size = map.sourcesContent?.[i]?.length ?? 1;
    const pkg = packageOf(source);
    sizes.set(pkg, (sizes.get(pkg) ?? 0) + size);
  });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  return Object.fromEntries([...sizes].map(([pkg, size]) => [pkg, (bytes * size) / total]));
}
