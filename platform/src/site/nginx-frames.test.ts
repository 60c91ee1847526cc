import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { tempDir } from '../testing/fake-builds';
import { FRAME_FILES, FRAME_VARY, frameFileFor } from './frame-variant';
import { startNginx, type RunningNginx } from './nginx-server';

const origins = { remotes: [], api: [], frameAncestors: [], images: [], frames: [] };

/** A deployed site's `h5/` whose pages each say which file they are. */
function site(pages: readonly string[]): string {
  const dir = tempDir('nginx-frames-');
  mkdirSync(path.join(dir, 'h5'));
  for (const page of pages) writeFileSync(path.join(dir, 'h5', page), `<!doctype html><title>${page}</title>`);
  return dir;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** With the request line and headers exactly as given (fetch would not send a Cookie header as-is). */
function get(base: string, target: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(target, base), { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const servedFile = (a: Answer) => /<title>(.*)<\/title>/.exec(a.body)?.[1];

const QUERIES = [
  '',
  '?lang=en',
  '?lang=zh_TW',
  '?x=1&lang=fr-CA',
  '?lang=de',
  '?lang=../x',
  '?lang=',
  '?langx=es',
  '?LANG=es',
  '?lang=zh%2DTW',
  '?lang=+en',
  '?a=1;lang=fr',
];
const COOKIES = [
  '',
  'lang=es',
  'lang=zh-Hant-HK; text=large',
  'text=large',
  'a=1; lang=fr; lang=en',
  'lang=../x; text=LARGE',
  'lang="en"; text="large"',
  'xlang=en; text=large1',
  'LANG=en; TEXT=large',
  'lang = en; text = large',
  'lang=en,text=large',
  'lang=\ten',
  'text=large ; lang=es ',
];
const ACCEPTS = [
  '',
  'en-GB;q=0.8',
  'de,fr;q=0.9',
  'zh-Hant-HK,zh;q=0.9',
  'zh_TW',
  'fr;q=0, es;q=0.5',
  'fr;q=0.001,es',
  'de-DE, *;q=0.5',
  ', \t zh-Hans ;q=0.1',
  'en gb, es-419',
  'eng, ZH-mo',
  'fr; q = 0.000 , en',
];

/** Every query, cookie and Accept-Language: the pairs, each with a third varying along. */
const REQUESTS = QUERIES.flatMap((search, i) =>
  COOKIES.flatMap((cookie, j) =>
    [0, 1].map((k) => ({ search, cookie, acceptLanguage: ACCEPTS[(i + j * 3 + k * 5) % ACCEPTS.length]! })),
  ),
).concat(ACCEPTS.map((acceptLanguage) => ({ search: '', cookie: '', acceptLanguage })));

const headersOf = (r: { cookie: string; acceptLanguage: string }): Record<string, string> => ({
  ...(r.cookie ? { Cookie: r.cookie } : {}),
  ...(r.acceptLanguage ? { 'Accept-Language': r.acceptLanguage } : {}),
});

describe('nginx serving /h5/ (Debian nginx, the rendered configuration)', () => {
  let nginx: RunningNginx;
  let older: RunningNginx;
  beforeAll(async () => {
    const backend = 'http://127.0.0.1:9';
    [nginx, older] = await Promise.all([
      startNginx({ siteDir: site(FRAME_FILES), backend, origins }),
      startNginx({ siteDir: site(['index.html']), backend, origins }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([nginx?.close(), older?.close()]);
  });

  it('answers each query, cookie and Accept-Language with the page frameFileFor names', async () => {
    const wrong: unknown[] = [];
    for (const r of REQUESTS) {
      const answer = await get(nginx.url, `/h5/${r.search}`, headersOf(r));
      if (servedFile(answer) !== frameFileFor(r))
        wrong.push({ ...r, served: servedFile(answer), want: frameFileFor(r) });
    }
    expect(wrong).toEqual([]);
    expect(new Set(REQUESTS.map(frameFileFor))).toEqual(new Set(FRAME_FILES));
  });

  it('sends a chosen page as no-cache, varying by language and cookies, with the page’s security policy', async () => {
    const answer = await get(nginx.url, '/h5/?lang=fr', { Cookie: 'text=large', 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toContain(FRAME_VARY);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const named = await get(nginx.url, '/h5/index.en.html', { Cookie: 'lang=fr' });
    expect(servedFile(named)).toBe('index.en.html');
  });

  it('serves index.html for everything from a shell built before the variants', async () => {
    for (const r of REQUESTS.slice(0, 40)) {
      const answer = await get(older.url, `/h5/${r.search}`, headersOf(r));
      expect([r, answer.status, servedFile(answer)]).toEqual([r, 200, 'index.html']);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });
});
