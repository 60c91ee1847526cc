import { CONTENT_HASH, IMMUTABLE, MIME, NO_CACHE, NO_CACHE_NAMES, VERSION_FOLDER_FILE } from './cache-policy';
import { DEFAULT_FRAME_FILE, FRAME_VARY } from './frame-variant';
import { FRAME_FILE_VARIABLE, frameMaps } from './nginx-frame-maps';
import { dictionaryLocations, dictionaryMaps } from './nginx-dictionaries';
import { appHeaders, BASE_HEADERS, type SiteOrigins } from './security-headers';

export interface NginxOptions {
  /** The deployed site: the folder holding `h5/`. */
  siteDir: string;
  listen: { host: string; port: number };
  /** The back end `/api` (and the asset base, `/static`) is proxied to, e.g. `http://127.0.0.1:8081`. */
  backend: string;
  origins: SiteOrigins;
  /** Where nginx keeps its pid, logs and temp files. */
  runDir: string;
  /**
   * Local runs and tests only: proxies the wallet simulator and hands the app's pages its cookie,
   * as `npm start` does. A production configuration is rendered without it.
   */
  testSurfaces?: { cookie: string };
  /** `user root;` for a root-run test server whose site folder only root may read. */
  runAsRoot?: boolean;
  /** HTTPS with HTTP/2, as a CDN serves the app (files in PEM); plain HTTP/1.1 without it. */
  tls?: { certificateFile: string; keyFile: string };
  /**
   * The brotli static module's file (Debian: libnginx-mod-http-brotli-static): the build's `.br`
   * copies are then served to browsers that accept them. Without it, gzip made per request.
   */
  brotliModule?: string;
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const escapeRegex = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function headerLines(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

const bareType = (type: string): string => type.replace(/;.*$/, '').trim();

/** nginx's `types` from the one MIME table (the charset is added by `charset`, below). */
function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(MIME)) {
    const bare = bareType(type);
    byType.set(bare, [...(byType.get(bare) ?? []), ext.slice(1)]);
  }
  return [...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};`).join('\n');
}

const CHARSET_TYPES = [
  ...new Set(
    Object.values(MIME)
      .filter((t) => t.includes('charset'))
      .map(bareType),
  ),
];
const COMPRESSED = ['text/javascript', 'application/json', 'text/css', 'text/html', 'image/svg+xml', 'text/plain'];

/**
 * The site's nginx configuration, rendered from the same definitions the dev server uses (the
 * cache policy, the MIME table, the security headers), so what the tests see locally is what
 * production sends: `/h5/` static (pointers no-cache, hashed files immutable for a year), gzip,
 * the security headers on everything and the CSP on the app's pages, `/api` to the back end.
 */
export function renderNginxConfig(o: NginxOptions): string {
  const page = appHeaders(o.origins);
  const pageHeaders = o.testSurfaces ? { ...page, 'Set-Cookie': o.testSurfaces.cookie } : page;
  const pointerNames = [...NO_CACHE_NAMES].map(escapeRegex).join('|');
  // Only where every file has its brotli copy (a version's files, made by the build): the module
  // also turns gzip off for a browser that accepts brotli when a file has none (the registry).
  const brotli = o.brotliModule ? '\n        brotli_static on;' : '';
  const proxied = (path: string) => `
    location ${path} {
      proxy_pass ${o.backend};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 120s;
${Object.keys(BASE_HEADERS)
  .map((h) => `      proxy_hide_header ${h};`)
  .join('\n')}
${headerLines(BASE_HEADERS, '      ')}
    }`;
  return `# Rendered by @rental/platform (renderNginxConfig); edit the definitions, not this file.
${o.brotliModule ? `load_module ${o.brotliModule};\n` : ''}${o.runAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${o.runDir}/nginx.pid;
error_log ${o.runDir}/error.log warn;
events { worker_connections 512; }

http {
  types {
${typesBlock()}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${CHARSET_TYPES.join(' ')};
  access_log ${o.runDir}/access.log;
  client_body_temp_path ${o.runDir}/client_body;
  proxy_temp_path ${o.runDir}/proxy;
  fastcgi_temp_path ${o.runDir}/fastcgi;
  uwsgi_temp_path ${o.runDir}/uwsgi;
  scgi_temp_path ${o.runDir}/scgi;
  sendfile on;
  server_tokens off;
  gzip on;
  # nginx's default level is 1: a fifth more bytes on the first screen than zlib's default (6),
  # which the dev server and the byte budget use.
  gzip_comp_level 6;
  gzip_vary on;
  gzip_min_length 256;
  gzip_proxied any;
  gzip_types ${COMPRESSED.filter((t) => t !== 'text/html').join(' ')};

${frameMaps()}

${dictionaryMaps()}

  server {
    listen ${o.listen.host}:${o.listen.port}${o.tls ? ' ssl http2' : ''};
${o.tls ? `    ssl_certificate ${o.tls.certificateFile};\n    ssl_certificate_key ${o.tls.keyFile};\n` : ''}    root ${o.siteDir};

    location = / { return 302 /h5/; }
    location = /h5 { return 301 /h5/; }

    # The page: the prerendered variant for the renter's language and text size, when the live
    # shell has it (an older one has only index.html).
    location = /h5/ {
      try_files /h5/${FRAME_FILE_VARIABLE} /h5/${DEFAULT_FRAME_FILE} =404;
      add_header Cache-Control ${quote(NO_CACHE)} always;
      add_header Vary ${quote(FRAME_VARY)} always;
${headerLines(pageHeaders, '      ')}
    }

    location /h5/ {
      index index.html;
      try_files $uri $uri/ =404;
      add_header Cache-Control ${quote(NO_CACHE)} always;
${headerLines(BASE_HEADERS, '      ')}

      # The app's pages: the content security policy governs documents.
      location ~ "\\.html$" {
        add_header Cache-Control ${quote(NO_CACHE)} always;
${headerLines(pageHeaders, '        ')}
      }
${dictionaryLocations({ immutable: quote(IMMUTABLE), brotli: Boolean(o.brotliModule), headers: headerLines(BASE_HEADERS, '        ') })}
      # A version's own files: deployed create-only, never changed, kept for a year. Not on an error
      # (no \`always\`): a file missing during a bad deploy must be asked for again.
      location ~ "^/h5/${VERSION_FOLDER_FILE.source.replace('(?:^|\\/)', '')}" {
        add_header Cache-Control ${quote(IMMUTABLE)};${brotli}
${headerLines(BASE_HEADERS, '        ')}
      }
      # Pointers (registry, manifests, entry scripts, data): asked again on every use.
      location ~ "(^|/)(${pointerNames})$|\\.json$" {
        add_header Cache-Control ${quote(NO_CACHE)} always;
${headerLines(BASE_HEADERS, '        ')}
      }
      # Named by their content: never change, kept for a year (an error is not).
      location ~* "${CONTENT_HASH.source}" {
        add_header Cache-Control ${quote(IMMUTABLE)};${brotli}
${headerLines(BASE_HEADERS, '        ')}
      }
    }
${proxied('/api/')}
${proxied('/static/')}${o.testSurfaces ? proxied('/wallet-sim/') : ''}

    location / {
${headerLines(BASE_HEADERS, '      ')}
      return 404;
    }
  }
}
`;
}
