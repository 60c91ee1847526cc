import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig } from '../store/s3-store';

// A real S3-compatible server for the stores' tests (s3rver 3.7.1, in a child process), and the
// log of the requests it received, so a test sees the headers that went over the wire.

export const BUCKET = 'site-bucket';
/** s3rver's built-in account. */
export const KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** One request as the server received it. */
export interface WireRequest {
  method: string;
  /** Decoded path: `/<bucket>/<object key>`. */
  path: string;
  query: string;
  ifMatch?: string;
  ifNoneMatch?: string;
  status?: number;
  etag?: string;
}

/**
 * s3rver runs in its own process because its listing continuation tokens are DES-encrypted, which
 * OpenSSL 3 only offers through the legacy provider: in the test's own process every truncated
 * listing fails with a 500. The request log lets the tests see the headers the server received.
 */
const SERVER = `
const { createHash } = require('node:crypto');
const { readFile } = require('node:fs/promises');
const S3rver = require(process.env.S3RVER_MODULE);
const log = [];
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.env.S3RVER_DIR,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }] });
// s3rver answers a PUT before the bytes reach its file, so a read right after could see the old or
// half the new body; S3 reads its writes. Answer once the file holds what was put, as S3 would.
const put = server.store.putObject.bind(server.store);
server.store.putObject = async (object) => {
  const result = await put(object);
  const file = server.store.getResourcePath(object.bucket, object.key, 'object');
  const md5 = async () => createHash('md5').update(await readFile(file)).digest('hex');
  for (const until = Date.now() + 5000; Date.now() < until && (await md5()) !== result.md5; ) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return result;
};
server.run().then(({ port }) => {
  server.httpServer.prependListener('request', (req, res) => {
    const url = new URL(req.url, 'http://s3rver');
    const entry = { method: req.method, path: decodeURIComponent(url.pathname), query: url.search,
      ifMatch: req.headers['if-match'], ifNoneMatch: req.headers['if-none-match'] };
    // Noted before the first byte goes out, so a client that has its answer finds it in the log.
    const end = res.end;
    res.end = (...args) => {
      Object.assign(entry, { status: res.statusCode, etag: res.getHeader('etag') });
      return end.apply(res, args);
    };
    log.push(entry);
  });
  process.send({ port });
});
process.on('message', () => process.send({ log }));
process.on('disconnect', () => server.close(() => process.exit(0)));
`;

export interface S3rverProcess {
  endpoint: string;
  wire(): Promise<WireRequest[]>;
}

/** Every s3rver spawned: one still starting when its hook times out is stopped too, not left writing. */
export const spawned: ChildProcess[] = [];

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (child.connected) child.disconnect();
    setTimeout(() => child.kill(), 5000).unref();
  });
}

export async function startS3rver(directory: string): Promise<S3rverProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER], {
    env: { ...process.env, S3RVER_MODULE: require.resolve('s3rver'), S3RVER_DIR: directory, S3RVER_BUCKET: BUCKET },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  spawned.push(child);
  const waiting: { resolve: (message: unknown) => void; reject: (error: Error) => void }[] = [];
  child.on('message', (message) => waiting.shift()?.resolve(message));
  child.on('exit', (code) => waiting.splice(0).forEach((w) => w.reject(new Error(`s3rver exited (${code})`))));
  const next = <T>() => new Promise<T>((resolve, reject) => waiting.push({ resolve: (m) => resolve(m as T), reject }));

  const { port } = await next<{ port: number }>();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    wire: async () => {
      const answer = next<{ log: WireRequest[] }>();
      child.send('log');
      return (await answer).log;
    },
  };
}

export interface S3rverFixture {
  /** The folder the server keeps its bucket in. */
  readonly directory: string;
  readonly server: S3rverProcess;
  /** A client on it, as the CLI makes one. */
  readonly client: S3Client;
  /** The environment the CLI reads the server from (`S3_ENDPOINT` and s3rver's keys). */
  readonly env: Record<string, string>;
}

/**
 * A server of the test file's own (or of the describe block it is called in), in a temporary
 * folder: up before its tests, stopped and its folder removed after them.
 */
export function s3rverForTests(name: string): S3rverFixture {
  const fixture = {} as { -readonly [K in keyof S3rverFixture]: S3rverFixture[K] };
  beforeAll(async () => {
    fixture.directory = await fs.mkdtemp(path.join(os.tmpdir(), `rental-test-${name}-`));
    fixture.server = await startS3rver(fixture.directory);
    fixture.env = { S3_ENDPOINT: fixture.server.endpoint, ...KEYS };
    fixture.client = new S3Client(s3ClientConfig(fixture.env));
  });
  afterAll(async () => {
    fixture.client?.destroy();
    try {
      await Promise.all(spawned.map(stopChild));
    } finally {
      if (fixture.directory) await fs.rm(fixture.directory, { recursive: true, force: true });
    }
  });
  return fixture;
}
