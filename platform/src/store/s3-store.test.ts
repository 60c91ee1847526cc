import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { recordUpload } from '../registry/changes';
import { cacheControlFor, contentTypeFor, IMMUTABLE, NO_CACHE } from '../site/cache-policy';
import type * as OpenStoreModule from './open-store';
import { REGISTRY_KEY, readRegistry, updateRegistry } from './registry-store';
import type * as S3StoreModule from './s3-store';
import { parseS3Url, s3ClientConfig, S3Store } from './s3-store';
import { PreconditionFailedError, type WriteOptions } from './site-store';

import { BUCKET, KEYS, spawned, startS3rver, stopChild, type S3rverProcess } from '../testing/s3rver';

let server: S3rverProcess;
let directory: string;
let plain: S3Client;
let client: S3Client;
let store: S3Store;

const asFile = (key: string): WriteOptions => ({
  contentType: contentTypeFor(key),
  cacheControl: cacheControlFor(key),
});
const putsOf = async (objectKey: string) =>
  (await server.wire()).filter((r) => r.method === 'PUT' && r.path === `/${BUCKET}/${objectKey}`);

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'rental-test-s3-store-'));
  server = await startS3rver(directory);
  // Configured by hand, not by the code under test, to read back what the store wrote.
  plain = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: KEYS.AWS_SECRET_ACCESS_KEY },
  });
  client = new S3Client(s3ClientConfig({ S3_ENDPOINT: server.endpoint, ...KEYS }));
  store = new S3Store({ bucket: BUCKET, prefix: 'sites/prod', client });
});

afterAll(async () => {
  plain?.destroy();
  client?.destroy();
  try {
    await Promise.all(spawned.map(stopChild));
  } finally {
    if (directory) await fs.rm(directory, { recursive: true, force: true });
  }
});

describe('S3Store against s3rver 3.7.1', () => {
  it('round-trips bytes, and a key with "+" lands under its exact name', async () => {
    const key = 'h5/remotes/mf-orders/1.4.0+3f9c2ab1/static/js/123.4f9a8b7c.js';
    const bytes = Buffer.concat([randomBytes(70_000), Buffer.from([0, 255, 0, 43])]);
    await store.write(key, bytes, asFile(key));

    const stored = await store.read(key);
    expect(stored?.body.equals(bytes)).toBe(true);
    const head = await plain.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `sites/prod/${key}` }));
    expect(stored?.etag).toBe(head.ETag);
    await expect(
      plain.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `sites/prod/${key.replace('+', ' ')}` })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    expect(await store.list('h5/remotes/mf-orders/1.4.0+3f9c2ab1/')).toEqual([key]);
  });

  it('stores Content-Type and Cache-Control as given', async () => {
    const entry = 'h5/remotes.json';
    const chunk = 'h5/remotes/mf-orders/1.4.0+3f9c2ab1/static/js/456.0a1b2c3d.js';
    await store.write(entry, Buffer.from('entry'), asFile(entry));
    await store.write(chunk, Buffer.from('chunk'), asFile(chunk));

    const head = await plain.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `sites/prod/${entry}` }));
    expect([head.ContentType, head.CacheControl]).toEqual(['application/json; charset=utf-8', NO_CACHE]);
    const got = await plain.send(new GetObjectCommand({ Bucket: BUCKET, Key: `sites/prod/${chunk}` }));
    expect([got.ContentType, got.CacheControl]).toEqual(['text/javascript; charset=utf-8', IMMUTABLE]);
    expect(await got.Body?.transformToString()).toBe('chunk');
  });

  it('reads a missing key as null, but a missing bucket is an error, not an empty site', async () => {
    expect(await store.read('h5/nothing-here.json')).toBeNull();
    const elsewhere = new S3Store({ bucket: 'no-such-bucket', client });
    await expect(elsewhere.read(REGISTRY_KEY)).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('lists a folder across pages, relative to its own prefix, sorted, and nothing beside it', async () => {
    const paged = new S3Store({ bucket: BUCKET, prefix: 'sites/paged', client, pageSize: 3 });
    const folder = 'h5/remotes/mf-catalog/';
    const keys = ['9.0.0+ffffffff', '1.0.0+00000000', '1.10.0+0a0a0a0a', '1.2.0+abcdef12', '2.0.0']
      .flatMap((version) => [`${folder}${version}/remoteEntry.js`, `${folder}${version}/mf-manifest.json`])
      .sort(() => Math.random() - 0.5);
    for (const key of keys) await paged.write(key, Buffer.from(key), asFile(key));
    // Not `mf-catalog-old/`: s3rver pages in its own order, not S3's byte order, and drops keys of
    // a sibling whose name sorts below `/` (`-`, `+`, `.`) when a page ends inside the folder.
    await paged.write('h5/remotes/mf-catalogue/remoteEntry.js', Buffer.from('x'), asFile('remoteEntry.js'));
    const besideStore = new S3Store({ bucket: BUCKET, prefix: 'sites/paged-old', client });
    await besideStore.write(`${folder}1.0.0/remoteEntry.js`, Buffer.from('x'), asFile('remoteEntry.js'));
    const before = (await server.wire()).length;

    expect(await paged.list(folder)).toEqual([...keys].sort());
    const pages = (await server.wire()).slice(before).map((r) => new URLSearchParams(r.query));
    expect(pages.map((q) => q.get('prefix'))).toEqual(Array(4).fill(`sites/paged/${folder}`));
    expect(pages.map((q) => q.has('continuation-token'))).toEqual([false, true, true, true]);

    expect(await paged.list('h5/remotes/mf-catalog')).toEqual([...keys].sort());
    expect(await paged.list('')).toEqual([...keys, 'h5/remotes/mf-catalogue/remoteEntry.js'].sort());
  });

  it('sends create-only and compare-and-swap writes as S3 conditional PUTs with the ETag it read', async () => {
    const key = 'h5/remotes/mf-account/2.0.0+5e6f7a8b/release.json';
    await store.write(key, Buffer.from('{"v":1}'), { ...asFile(key), ifNoneMatch: '*' });
    const { etag } = (await store.read(key)) ?? { etag: '' };
    await store.write(key, Buffer.from('{"v":2}'), { ...asFile(key), ifMatch: etag });
    await store.write(key, Buffer.from('{"v":3}'), asFile(key));

    const puts = await putsOf(`sites/prod/${key}`);
    expect(puts.map((r) => [r.ifNoneMatch, r.ifMatch, r.status])).toEqual([
      ['*', undefined, 200],
      [undefined, etag, 200],
      [undefined, undefined, 200],
    ]);
    expect(etag).toBe(puts[0]?.etag);
  });

  // Why the refusals are checked on the wire only. If this starts failing, the server enforces
  // conditional writes now: assert the refusals (and racing updateRegistry writers) instead.
  it('runs against a server that accepts a failing If-None-Match and If-Match (s3rver 3.7.1)', async () => {
    const key = 'h5/remotes/mf-payments/0.1.0+01234567/remoteEntry.js';
    await store.write(key, Buffer.from('first'), asFile(key));
    await expect(
      store.write(key, Buffer.from('second'), { ...asFile(key), ifNoneMatch: '*' }),
    ).resolves.toBeUndefined();
    await expect(
      store.write(key, Buffer.from('third'), { ...asFile(key), ifMatch: '"stale"' }),
    ).resolves.toBeUndefined();
    expect((await store.read(key))?.body.toString()).toBe('third');
  });

  it('updateRegistry creates the registry create-only, then swaps it by the ETag the server issued', async () => {
    const site = new S3Store({ bucket: BUCKET, prefix: 'sites/registry', client });
    const names = ['mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];
    for (const name of names) {
      const record = { entry: `./remotes/${name}/1.0.0+aaaaaaaa/mf-manifest.json`, routes: [], uploadedAt: 'now' };
      await updateRegistry(site, (doc) => recordUpload(doc, name, name, '1.0.0+aaaaaaaa', record, 'now'));
    }

    const { doc, etag } = await readRegistry(site);
    expect(Object.keys(doc.remotes).sort()).toEqual([...names].sort());
    const puts = await putsOf(`sites/registry/${REGISTRY_KEY}`);
    expect(puts.map((r) => r.ifNoneMatch)).toEqual(['*', undefined, undefined, undefined]);
    expect(puts.slice(1).map((r) => r.ifMatch)).toEqual(puts.slice(0, -1).map((r) => r.etag));
    expect(etag).toBe(puts.at(-1)?.etag);
    const head = await plain.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `sites/registry/${REGISTRY_KEY}` }));
    expect([head.ContentType, head.CacheControl]).toEqual(['application/json; charset=utf-8', NO_CACHE]);
  });

  it('is opened from s3://bucket/prefix and the environment the way the CLI opens it', async () => {
    const site = S3Store.fromUrl(`s3://${BUCKET}/sites/env/`, { S3_ENDPOINT: server.endpoint, ...KEYS });
    expect(site.description).toBe(`s3://${BUCKET}/sites/env`);
    await site.write(REGISTRY_KEY, Buffer.from('{}'), asFile(REGISTRY_KEY));
    const head = await plain.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `sites/env/${REGISTRY_KEY}` }));
    expect(head.ContentLength).toBe(2);
    expect(await site.list('h5/')).toEqual([REGISTRY_KEY]);
  });
});

/** Answers every request with the next canned S3 error, as AWS S3 documents them. */
async function withErrorStub(
  answers: { status: number; code: string }[],
  run: (stubStore: S3Store, seen: IncomingHttpHeaders[]) => Promise<void>,
): Promise<void> {
  const seen: IncomingHttpHeaders[] = [];
  const stub = http.createServer((req, res) => {
    seen.push(req.headers);
    const answer = answers.shift() ?? { status: 500, code: 'InternalError' };
    req.resume().on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${answer.code}</Code><Message>stub</Message></Error>`,
      );
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  const stubClient = new S3Client(s3ClientConfig({ S3_ENDPOINT: `http://127.0.0.1:${port}`, ...KEYS }));
  try {
    await run(new S3Store({ bucket: BUCKET, client: stubClient }), seen);
  } finally {
    stubClient.destroy();
    await new Promise((resolve) => stub.close(resolve));
  }
}

describe('S3Store error mapping (a stub answering with S3 error responses, not a real server)', () => {
  it('turns 412 PreconditionFailed and 409 ConditionalRequestConflict into PreconditionFailedError', async () => {
    const answers = [
      { status: 412, code: 'PreconditionFailed' },
      { status: 409, code: 'ConditionalRequestConflict' },
      { status: 403, code: 'AccessDenied' },
    ];
    await withErrorStub(answers, async (stubStore, seen) => {
      const key = REGISTRY_KEY;
      await expect(stubStore.write(key, Buffer.from('{}'), { ...asFile(key), ifMatch: '"e1"' })).rejects.toEqual(
        new PreconditionFailedError(key),
      );
      await expect(
        stubStore.write(key, Buffer.from('{}'), { ...asFile(key), ifNoneMatch: '*' }),
      ).rejects.toBeInstanceOf(PreconditionFailedError);
      const denied = stubStore.write(key, Buffer.from('{}'), asFile(key));
      await expect(denied).rejects.toMatchObject({ name: 'AccessDenied' });
      await expect(denied).rejects.not.toBeInstanceOf(PreconditionFailedError);
      expect(seen.map((h) => [h['if-match'], h['if-none-match']])).toEqual([
        ['"e1"', undefined],
        [undefined, '*'],
        [undefined, undefined],
      ]);
    });
  });
});

describe('S3Store configuration', () => {
  it('parses s3://bucket/optional/prefix', () => {
    expect(parseS3Url('s3://site-bucket')).toEqual({ bucket: 'site-bucket', prefix: '' });
    expect(parseS3Url('s3://site-bucket/')).toEqual({ bucket: 'site-bucket', prefix: '' });
    expect(parseS3Url('S3://site-bucket/sites/prod/')).toEqual({ bucket: 'site-bucket', prefix: 'sites/prod' });
    expect(() => parseS3Url('s3:///prefix')).toThrow(/s3:\/\/bucket\/prefix/);
    expect(() => parseS3Url('https://site-bucket/x')).toThrow();
  });

  it('reads the environment as the AWS tools do, plus S3_ENDPOINT and S3_FORCE_PATH_STYLE', () => {
    expect(s3ClientConfig({})).toEqual({ region: 'us-east-1', forcePathStyle: false });
    expect(s3ClientConfig({ AWS_REGION: 'cn-hangzhou', ...KEYS })).toEqual({
      region: 'cn-hangzhou',
      forcePathStyle: false,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    expect(s3ClientConfig({ S3_ENDPOINT: 'http://minio:9000' })).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(
      s3ClientConfig({ S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_FORCE_PATH_STYLE: 'false' }),
    ).toMatchObject({ forcePathStyle: false });
    expect(() => s3ClientConfig({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('refuses keys that are not paths inside the site', async () => {
    for (const key of ['../h5/remotes.json', '/h5/remotes.json', 'h5//remotes.json', '']) {
      await expect(store.read(key)).rejects.toThrow(/not a key in the site/);
    }
  });

  it('loads the SDK only when an S3 site is opened', () => {
    let loaded = false;
    jest.isolateModules(() => {
      jest.doMock('@aws-sdk/client-s3', () => {
        loaded = true;
        return jest.requireActual('@aws-sdk/client-s3');
      });
      // A fresh module registry, as a CLI process starts with.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { openStore } = require('./open-store') as typeof OpenStoreModule;
      openStore(directory);
      expect(loaded).toBe(false);
      // Importing the store itself (as code that names the class may) must not load it either.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { S3Store: FreshS3Store } = require('./s3-store') as typeof S3StoreModule;
      expect(loaded).toBe(false);
      openStore(`s3://${BUCKET}/sites/prod`);
      expect(loaded).toBe(true);
      expect(FreshS3Store.fromUrl(`s3://${BUCKET}`).description).toBe(`s3://${BUCKET}`);
    });
    jest.dontMock('@aws-sdk/client-s3');
  });
});
