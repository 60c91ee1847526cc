// Which package each transferred JS byte belongs to: a file's bytes as sent (brotli or gzip) are split over the
// original sources its source map lists, in proportion to the code each left in the built file. Not to their
// original size: a package the build tree-shook down to a tenth would otherwise be charged for all of it.
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

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's `mappings`: its base-64 VLQ fields. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * Characters of the built file each source produced: a mapped segment runs to the next segment on
 * its line, or to the line's end. Characters no segment maps (webpack's glue) go to no source.
 */
export function generatedSizes(map, code) {
  const lines = code.split('\n');
  const sizes = new Array(map.sources.length).fill(0);
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    const segments = line
      .split(',')
      .filter(Boolean)
      .map((text) => {
        const [dColumn, dSource] = decodeSegment(text);
        column += dColumn;
        if (dSource !== undefined) source += dSource;
        return { column, source: dSource === undefined ? null : source };
      });
    const length = lines[index]?.length ?? 0;
    segments.forEach((segment, i) => {
      if (segment.source === null) return;
      sizes[segment.source] += (segments[i + 1]?.column ?? length) - segment.column;
    });
  });
  return sizes;
}

/** `url` → the file under `site`; returns { package: bytes } for `bytes` transferred. */
export function attribute(site, url, bytes) {
  const file = path.join(site, decodeURIComponent(new URL(url).pathname));
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return { unknown: bytes };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const generated = generatedSizes(map, readFileSync(file, 'utf8'));
  const sizes = new Map();
  map.sources.forEach((source, i) => {
    const pkg = packageOf(source);
    sizes.set(pkg, (sizes.get(pkg) ?? 0) + generated[i]);
  });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  return Object.fromEntries([...sizes].map(([pkg, size]) => [pkg, (bytes * size) / total]));
}
