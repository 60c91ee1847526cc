import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRAME_FILES } from '@rental/platform/site';
import { rawGet, startTestServer, type TestServer } from './testing/test-server';

const page = (name: string) => `<!doctype html><title>${name}</title>`;
const servedFile = (body: Buffer) => /<title>(.*)<\/title>/.exec(body.toString())?.[1];

let t: TestServer;
let older: TestServer;
const sites: string[] = [];

/** A site whose `h5/` holds these pages, each saying which file it is. */
function site(pages: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rental-test-dev-api-frames-'));
  sites.push(dir);
  mkdirSync(path.join(dir, 'h5'));
  for (const name of pages) writeFileSync(path.join(dir, 'h5', name), page(name));
  return dir;
}

beforeAll(async () => {
  t = await startTestServer({ siteDir: site(FRAME_FILES) });
  older = await startTestServer({ siteDir: site(['index.html', 'index.en.html']) });
});
afterAll(async () => {
  try {
    await Promise.all([t.close(), older.close()]);
  } finally {
    for (const dir of sites) rmSync(dir, { recursive: true, force: true });
  }
});

test.each([
  ['/h5/', {}, 'index.html'],
  ['/h5', { 'Accept-Language': 'de,fr;q=0.9' }, 'index.fr.html'],
  ['/h5/', { 'Accept-Language': 'zh-Hant-HK' }, 'index.zh-TW.html'],
  ['/h5/', { 'Accept-Language': 'en-GB;q=0.8', Cookie: 'text=large' }, 'index.en.large.html'],
  ['/h5/?lang=es', { 'Accept-Language': 'fr', Cookie: 'lang=en; text=large' }, 'index.es.large.html'],
  ['/h5/?lang=de', { 'Accept-Language': 'fr', Cookie: 'lang=zh_TW' }, 'index.zh-TW.html'],
  ['/h5/', { 'Accept-Language': 'fr;q=0, es', Cookie: 'lang=../x; text=LARGE' }, 'index.es.html'],
  ['/h5/?lang=../../secret', { Cookie: 'text=large' }, 'index.zh-CN.large.html'],
])('%s with %p is answered with %s', async (url, headers, file) => {
  const res = await rawGet(t.url, url, headers);
  expect(res.status).toBe(200);
  expect(servedFile(res.body)).toBe(file);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");
});

test('a negotiated page varies by language and cookies (and by encoding once compressed)', async () => {
  const plain = await rawGet(t.url, '/h5/', { 'Accept-Language': 'en' });
  expect(plain.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
  const named = await rawGet(t.url, '/h5/index.en.html', { 'Accept-Language': 'fr' });
  expect(servedFile(named.body)).toBe('index.en.html');
  expect(named.headers.vary).toBe('Accept-Encoding');
});

test('each variant revalidates against its own file', async () => {
  const en = await rawGet(t.url, '/h5/', { 'Accept-Language': 'en' });
  const fr = await rawGet(t.url, '/h5/', { 'Accept-Language': 'fr', 'If-None-Match': String(en.headers.etag) });
  expect(fr.status).toBe(200);
  expect(servedFile(fr.body)).toBe('index.fr.html');
  const again = await rawGet(t.url, '/h5/', { 'Accept-Language': 'en', 'If-None-Match': String(en.headers.etag) });
  expect(again.status).toBe(304);
});

test('a shell without the variant serves index.html in its place', async () => {
  const cases: [Record<string, string>, string][] = [
    [{ 'Accept-Language': 'fr' }, 'index.html'],
    [{ Cookie: 'text=large' }, 'index.html'],
    [{ Cookie: 'lang=en; text=large' }, 'index.html'],
    [{ Cookie: 'lang=en' }, 'index.en.html'],
  ];
  for (const [headers, file] of cases) {
    const res = await rawGet(older.url, '/h5/', headers);
    expect([headers, res.status, servedFile(res.body)]).toEqual([headers, 200, file]);
  }
});
