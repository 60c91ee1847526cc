import { cacheControlFor, IMMUTABLE, NO_CACHE, PRIVATE_IMMUTABLE } from './cache-policy';
import { renderNginxConfig, type NginxOptions } from './nginx-config';
import { contentSecurityPolicy } from './security-headers';

const options: NginxOptions = {
  siteDir: '/srv/site',
  listen: { host: '127.0.0.1', port: 8443 },
  backend: 'http://127.0.0.1:9000',
  origins: { remotes: ['https://cdn.rental.example'], api: [], frameAncestors: [], images: [], frames: [] },
  runDir: '/run/rental',
};

/** The regex locations of `/h5/` in order, as nginx tries them: first match wins. */
function h5Locations(conf: string): { re: RegExp; cache: string }[] {
  const found = [...conf.matchAll(/location (~\*?) "([^"]+)" \{\s*add_header Cache-Control "([^"]+)"/g)];
  return found.map((m) => ({ re: new RegExp(m[2]!, m[1] === '~*' ? 'i' : ''), cache: m[3]! }));
}

describe('the nginx configuration', () => {
  const conf = renderNginxConfig(options);

  it.each([
    'remotes.json',
    'shell/1.0.0+a/shell-manifest.json',
    'remotes/mf-orders/1.0.0+a/mf-manifest.json',
    'remotes/mf-orders/1.0.0+a/remoteEntry.js',
    'index.html',
    'remotes/mf-orders/1.0.0+a/release.json',
    'shell/1.0.0+a/main.b57e2d16.js',
    'shell/1.0.0+a/framework.6E98AE01.js',
    'remotes/mf-orders/1.0.0+a/877.39c09744.js',
    'shell/1.0.0+a/favicon.svg',
    'remotes/mf-orders/1.0.0+a/locales-zh-CN.0a1b2c3d.json',
    'remotes/mf-orders/1.0.0%2Ba/mf-manifest.json',
    'shell/1.0.0+a/index.html',
    'remotes/mf-orders/release.json',
    'main.js',
  ])('caches %s exactly as the one cache policy says', (file) => {
    const match = h5Locations(conf).find((l) => l.re.test(`/h5/${file}`));
    expect(match?.cache ?? NO_CACHE).toBe(cacheControlFor(file));
  });

  it('sends the one content security policy with the app’s pages, and the base headers everywhere', () => {
    const csp = contentSecurityPolicy(options.origins);
    // Once for the page at /h5/ (its prerendered variant), once for every other page by name.
    expect(conf.match(new RegExp(`add_header Content-Security-Policy "${csp}" always;`, 'g'))).toHaveLength(2);
    expect(conf).toMatch(
      /location = \/h5\/ \{\s*try_files \/h5\/\$rental_frame \/h5\/index\.html =404;\s*add_header Cache-Control "no-cache" always;\s*add_header Vary "Accept-Language, Cookie" always;\s*add_header X-Content-Type-Options "nosniff" always;\s*add_header Referrer-Policy "[^"]+" always;\s*add_header Content-Security-Policy/,
    );
    expect(conf).toMatch(
      /location ~ "\\.html\$" \{\s*add_header Cache-Control "no-cache" always;\s*add_header X-Content-Type-Options "nosniff" always;\s*add_header Referrer-Policy "[^"]+" always;\s*add_header Content-Security-Policy/,
    );
    expect(csp).toContain("script-src 'self' 'report-sample' https://cdn.rental.example");
    expect(conf.match(/add_header X-Content-Type-Options "nosniff" always;/g)?.length).toBeGreaterThanOrEqual(5);
    // Kept a year only when it is the file: a 404 during a bad deploy is asked for again.
    expect(conf).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(conf).not.toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
  });

  it('proxies the API to the back end; the wallet simulator only when test surfaces are asked for', () => {
    expect(conf).toMatch(/location \/api\/ \{\s*proxy_pass http:\/\/127\.0\.0\.1:9000;/);
    expect(conf).not.toContain('/wallet-sim/');
    expect(conf).not.toContain('Set-Cookie');
    const local = renderNginxConfig({
      ...options,
      testSurfaces: { cookie: 'rental-test-surface=t; Path=/wallet-sim' },
    });
    expect(local).toMatch(/location \/wallet-sim\/ \{\s*proxy_pass/);
    expect(local).toContain('add_header Set-Cookie "rental-test-surface=t; Path=/wallet-sim" always;');
  });

  it('compresses text at the level the dev server and the byte budget use, not nginx’s fastest', () => {
    expect(conf).toContain('gzip_comp_level 6;');
  });

  it('serves the build’s brotli copies of a version’s files when the module is there, and only those', () => {
    expect(conf).not.toMatch(/brotli/);
    const withBrotli = renderNginxConfig({ ...options, brotliModule: '/usr/lib/nginx/modules/brotli.so' });
    expect(withBrotli.startsWith('# Rendered')).toBe(true);
    expect(withBrotli.split('\n')[1]).toBe('load_module /usr/lib/nginx/modules/brotli.so;');
    const immutable = [...withBrotli.matchAll(/add_header Cache-Control "([^"]+)";\s*brotli_static on;/g)];
    expect(immutable.map((m) => m[1])).toEqual([IMMUTABLE, IMMUTABLE, IMMUTABLE]);
    // The registry and the pages have no copy: they stay gzipped per request; a delta is sent as it is.
    expect(withBrotli.match(/brotli_static on;/g)).toHaveLength(3);
    expect(withBrotli.match(/brotli_static off;/g)).toHaveLength(1);
    expect(withBrotli).toContain('gzip on;');
  });

  describe('compression dictionaries', () => {
    /** A map's regex and value as nginx reads them, run here on a request's value. */
    const mapped = (variable: string, input: string): string | null => {
      const map = new RegExp(`map [^\\n]+ \\$${variable} \\{\\n([\\s\\S]+?)\\n  \\}`).exec(conf)?.[1] ?? '';
      for (const [, re, value] of map.matchAll(/"~\*?([^"]+)" (.+);/g)) {
        const m = new RegExp(re!).exec(input);
        if (m) return value!.replace(/^'|'$/g, '').replace(/\$(\w+)/g, (_, name: string) => m.groups?.[name] ?? '');
      }
      return null;
    };

    it('says of each script of a version that it is a dictionary for the same script of any version of its app', () => {
      const scripts = '/h5/remotes/mf-catalog';
      expect(mapped('rental_use_as_dictionary', `${scripts}/1.0.0+a/tab-pages.3e7b7de1.js`)).toBe(
        `match="${scripts}/*/tab-pages.*js"`,
      );
      expect(mapped('rental_use_as_dictionary', `${scripts}/1.0.0+a/remoteEntry.js`)).toBe(
        `match="${scripts}/*/remoteEntry.*js"`,
      );
      // A delta's decoded bytes are the script: a dictionary for the next version in turn.
      expect(mapped('rental_use_as_dictionary', `${scripts}/1.0.0+b/796.160f6773.js.dcz/Ab+/c=`)).toBe(
        `match="${scripts}/*/796.*js"`,
      );
      expect(mapped('rental_use_as_dictionary', '/h5/shell/1.0.0+a/framework.7f4844ef.js')).toBe(
        'match="/h5/shell/*/framework.*js"',
      );
      for (const other of ['/h5/remotes.json', '/h5/shell/1.0.0+a/index.html', '/h5/remotes/mf-catalog/x.js'])
        expect(mapped('rental_use_as_dictionary', other)).toBeNull();
    });

    it('looks for a delta only under the hash a browser that takes dcz offers, never another path', () => {
      const hash = 'A'.repeat(42) + '/=';
      expect(mapped('rental_dictionary', `:${hash}:`)).toBe(hash);
      for (const offered of [':../../../etc/passwd:', `${hash}`, `:${hash}:x`, ':AAAA:'])
        expect(mapped('rental_dictionary', offered)).toBeNull();
      expect(mapped('rental_accepts_dcz', 'gzip, deflate, br, zstd, dcb, dcz')).toBe('1');
      expect(mapped('rental_accepts_dcz', 'gzip, br, zstd')).toBeNull();
      expect(mapped('rental_delta', `1:${hash}`)).toBe(hash);
      expect(mapped('rental_delta', `0:${hash}`)).toBeNull();
    });

    it('sends the delta as it is, marked dcz and varying by the dictionary offered', () => {
      const delta = /location ~ "\\\.js\\\.dcz\/" \{([^}]+)\}/.exec(conf)?.[1] ?? '';
      expect(delta).toContain('internal;');
      expect(delta).toContain('gzip off;');
      expect(delta).toContain('add_header Content-Encoding dcz;');
      // Only the browser that holds the dictionary may keep it: no shared cache.
      expect(delta).toContain(`add_header Cache-Control "${PRIVATE_IMMUTABLE}";`);
      expect(PRIVATE_IMMUTABLE).toMatch(/^private, /);
      expect(cacheControlFor('remotes/mf-orders/1.0.0+a/1.0a1b2c3d.js.dcz/Ab+/c=')).toBe(PRIVATE_IMMUTABLE);
      expect(delta).toContain('add_header Vary "Accept-Encoding, Available-Dictionary";');
      expect(conf).toContain('rewrite ^ $uri.dcz/$rental_delta last;');
    });
  });

  it('serves HTTP/2 over TLS with the given certificate when asked, plain HTTP/1.1 otherwise', () => {
    expect(conf).toContain('listen 127.0.0.1:8443;');
    expect(conf).not.toContain('ssl');
    const secure = renderNginxConfig({
      ...options,
      tls: { certificateFile: '/tls/site.pem', keyFile: '/tls/site.key' },
    });
    expect(secure).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(secure).toContain('ssl_certificate /tls/site.pem;');
    expect(secure).toContain('ssl_certificate_key /tls/site.key;');
  });
});
