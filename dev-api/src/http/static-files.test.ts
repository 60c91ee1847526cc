import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet, startTestServer, type TestServer } from '../testing/test-server';
import { h5CacheControl } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const CHUNK = `var chunk = ${JSON.stringify('y'.repeat(2000))};`;

let t: TestServer;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'rental-test-dev-api-site-'));
  const files: Record<string, string> = {
    'h5/index.html': '<!doctype html><title>Youpin Rent</title>',
    'h5/remotes.json': '{"remotes":[]}',
    'h5/main.0a1b2c3d.js': BIG_JS,
    'h5/remotes/catalog/1.0.0/remoteEntry.js': 'var catalog;',
    'h5/remotes/catalog/1.0.0/mf-manifest.json': '{}',
    'h5/remotes/catalog/1.0.0/123.4f9a8b7c.js': CHUNK,
    'h5/remotes/catalog/1.0.0/style.9e8d7c6b.css': 'body{}',
    'h5/logo.png': 'png',
    'secret.txt': 'do not serve',
  };
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    writeFileSync(path.join(site, rel), content);
  }
  // The build's brotli copy of one chunk (the others have none).
  writeFileSync(path.join(site, 'h5/remotes/catalog/1.0.0/123.4f9a8b7c.js.br'), brotliCompressSync(CHUNK));
  t = await startTestServer({ siteDir: site });
});
afterAll(async () => {
  try {
    await t.close();
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('/ redirects to /h5/, and /h5 and /h5/ serve the index page', async () => {
  const root = await fetch(`${t.url}/`, { redirect: 'manual' });
  expect(root.status).toBe(302);
  expect(root.headers.get('location')).toBe('/h5/');
  for (const p of ['/h5', '/h5/']) {
    const res = await fetch(`${t.url}${p}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toMatch(/Youpin Rent/);
  }
});

test.each([
  ['/h5/remotes.json', 'application/json; charset=utf-8', 'no-cache'],
  ['/h5/remotes/catalog/1.0.0/remoteEntry.js', 'text/javascript; charset=utf-8', IMMUTABLE],
  ['/h5/remotes/catalog/1.0.0/mf-manifest.json', 'application/json; charset=utf-8', IMMUTABLE],
  ['/h5/remotes/catalog/1.0.0/123.4f9a8b7c.js', 'text/javascript; charset=utf-8', IMMUTABLE],
  ['/h5/remotes/catalog/1.0.0/style.9e8d7c6b.css', 'text/css; charset=utf-8', IMMUTABLE],
  ['/h5/logo.png', 'image/png', 'no-cache'],
])('%s is served as %s with %s', async (p, type, cache) => {
  const res = await fetch(`${t.url}${p}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('cache-control')).toBe(cache);
});

test('the cache policy', () => {
  expect(h5CacheControl('main.0a1b2c3d.js')).toBe(IMMUTABLE);
  expect(h5CacheControl('vendor-0a1b2c3d4e.js.map')).toBe(IMMUTABLE);
  expect(h5CacheControl('fonts.0a1b2c3d.woff2')).toBe(IMMUTABLE);
  expect(h5CacheControl('data.0a1b2c3d.json')).toBe('no-cache');
  expect(h5CacheControl('remoteEntry.js')).toBe('no-cache');
  expect(h5CacheControl('main.js')).toBe('no-cache');
  expect(h5CacheControl('index.html')).toBe('no-cache');
  // A version's folder is written once: its entry and manifest are as lasting as its chunks.
  expect(h5CacheControl('remotes/mf-orders/1.4.0%2B3f9c2ab1/remoteEntry.js')).toBe(IMMUTABLE);
  expect(h5CacheControl('remotes/mf-orders/1.4.0+3f9c2ab1/mf-manifest.json')).toBe(IMMUTABLE);
  expect(h5CacheControl('shell/1.4.0+3f9c2ab1/favicon.svg')).toBe(IMMUTABLE);
  expect(h5CacheControl('remotes.json')).toBe('no-cache');
  expect(h5CacheControl('remotes/mf-orders/notes.json')).toBe('no-cache');
});

test('a file missing from a version’s folder is not kept: it is asked for again', async () => {
  const res = await fetch(`${t.url}/h5/remotes/catalog/1.0.0/missing.0a1b2c3d.js`);
  expect(res.status).toBe(404);
  expect(res.headers.get('cache-control')).not.toBe(IMMUTABLE);
});

test('text files are gzipped when the client accepts it', async () => {
  const zipped = await rawGet(t.url, '/h5/main.0a1b2c3d.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
  expect(gunzipSync(zipped.body).toString()).toBe(BIG_JS);
  expect(zipped.body.length).toBeLessThan(BIG_JS.length);
  const plain = await rawGet(t.url, '/h5/main.0a1b2c3d.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(BIG_JS);
  const png = await rawGet(t.url, '/h5/logo.png', { 'Accept-Encoding': 'gzip' });
  expect(png.headers['content-encoding']).toBeUndefined();
});

test('a file the build compressed with brotli is served so to browsers that accept it, as nginx does', async () => {
  const file = '/h5/remotes/catalog/1.0.0/123.4f9a8b7c.js';
  const br = await rawGet(t.url, file, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/Accept-Encoding/);
  expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);
  const gzip = await rawGet(t.url, file, { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(CHUNK);
  const refused = await rawGet(t.url, file, { 'Accept-Encoding': 'br;q=0' });
  expect(refused.body.toString()).toBe(CHUNK);
});

test('an unchanged file revalidates with 304', async () => {
  const first = await fetch(`${t.url}/h5/remotes.json`);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  const again = await rawGet(t.url, '/h5/remotes.json', { 'If-None-Match': etag });
  expect(again.status).toBe(304);
});

test('a missing file is a plain-text 404', async () => {
  for (const p of ['/h5/nope.js', '/h5/remotes/', '/h5/remotes/catalog/2.0.0/remoteEntry.js', '/elsewhere']) {
    const res = await fetch(`${t.url}${p}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  }
});

test('path traversal is refused', async () => {
  for (const p of [
    '/h5/../secret.txt',
    '/h5/%2e%2e/secret.txt',
    '/h5/..%2fsecret.txt',
    '/h5/..%5csecret.txt',
    '/static/..%2fpackage.json',
    '/h5/%00',
  ]) {
    const res = await rawGet(t.url, p);
    expect([p, res.status]).toEqual([p, 403]);
    expect(res.body.toString()).not.toMatch(/do not serve|rental/);
  }
});

test('seed images are served from /static', async () => {
  const res = await fetch(`${t.url}/static/goods/1001/front.svg`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  expect(await res.text()).toMatch(/^<svg[^>]+viewBox="0 0 750 750"/);
  expect((await fetch(`${t.url}/static/goods/1001/nope.svg`)).status).toBe(404);
});

test('without a site folder /h5 answers 404', async () => {
  const bare = await startTestServer();
  try {
    expect((await fetch(`${bare.url}/h5/`)).status).toBe(404);
  } finally {
    await bare.close();
  }
});
