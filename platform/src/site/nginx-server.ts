import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConfig, type NginxOptions } from './nginx-config';

export interface RunningNginx {
  url: string;
  configFile: string;
  close(): Promise<void>;
}

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function findNginx(): string {
  const found = [process.env.NGINX_BIN, ...NGINX_PATHS].find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('nginx is not installed (Debian: apt-get install nginx), or set NGINX_BIN');
  return found;
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether anything answers HTTP at the URL; a local certificate nobody signed is fine here. */
function answers(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (res: { resume(): void }) => {
      res.resume();
      resolve();
    };
    const request = url.startsWith('https:') ? httpsGet(url, { rejectUnauthorized: false }, done) : httpGet(url, done);
    request.on('error', reject);
  });
}

async function waitUntilServing(url: string, exited: () => string | null): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      await answers(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/** Debian's brotli static module, when installed (`NGINX_BROTLI_MODULE` names another file, or `none`). */
export function findBrotliModule(): string | undefined {
  const named = process.env.NGINX_BROTLI_MODULE;
  if (named === 'none') return undefined;
  const file = named ?? BROTLI_STATIC_MODULE;
  return existsSync(file) ? file : undefined;
}

export type StartNginxOptions = Omit<NginxOptions, 'runDir' | 'listen' | 'runAsRoot' | 'brotliModule'> & {
  host?: string;
  port?: number;
};

/**
 * nginx serving a site with the project's configuration. It stops with `close()`, or by itself
 * when this process ends: a shell holds it and kills it once its stdin (our pipe) closes.
 */
export async function startNginx(opts: StartNginxOptions): Promise<RunningNginx> {
  const bin = findNginx();
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port || (await freePort(host));
  const runDir = mkdtempSync(path.join(tmpdir(), 'rental-nginx-'));
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  const configFile = path.join(runDir, 'nginx.conf');
  try {
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(runDir, dir));
    const runAsRoot = process.getuid?.() === 0;
    const brotliModule = findBrotliModule();
    writeFileSync(configFile, renderNginxConfig({ ...opts, listen: { host, port }, runDir, runAsRoot, brotliModule }));
  } catch (error) {
    removeRunDir();
    throw error;
  }
  const errorLog = path.join(runDir, 'error.log');
  const args = ['-p', runDir, '-e', errorLog, '-c', configFile, '-g', 'daemon off;'];
  const child = spawn(
    'sh',
    [
      '-c',
      `"$0" "$@" & pid=$!; trap 'kill $pid 2>/dev/null' EXIT; cat >/dev/null; kill -QUIT $pid; wait $pid`,
      bin,
      ...args,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  let exit: string | null = null;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // However nginx ends (closed, failed to start, died), its run dir goes with it: its log's last
  // lines stay in the message.
  child.on('exit', (code) => {
    const logged = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim().split('\n').slice(-5) : [];
    exit = `nginx exited (${code}): ${[stderr.trim(), ...logged].filter(Boolean).join('\n')}`;
    removeRunDir();
  });
  const url = `${opts.tls ? 'https' : 'http'}://${host}:${port}`;
  try {
    await waitUntilServing(url, () => exit);
  } catch (error) {
    if (!exit) child.stdin.end();
    throw error;
  }
  return {
    url,
    configFile,
    close: () =>
      new Promise((resolve) => {
        if (exit) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
