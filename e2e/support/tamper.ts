import type { RegistryDoc } from '@rental/platform/runtime';
import { appendFileSync, cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Site } from './fixtures';

/**
 * A second copy of a remote's live version, made live over it with the same recorded hashes, as a
 * CDN would hold it: the copy's bytes can then be altered while the original stays the fallback.
 */
export function liveCopy(site: Site, remote: string, suffix: string): { version: string; dir: string; was: string } {
  const doc: RegistryDoc = site.registry();
  const record = doc.remotes[remote]!;
  const was = record.live!;
  const version = `${was}-${suffix}`;
  const from = path.join(site.dir, 'h5', 'remotes', record.dir, was);
  const dir = path.join(site.dir, 'h5', 'remotes', record.dir, version);
  cpSync(from, dir, { recursive: true });
  // A record written by hand, as an older CLI wrote them: the shell fetches (and checks) the file.
  const { manifest: _carried, ...original } = record.versions[was]!;
  record.versions[version] = {
    ...original,
    entry: `remotes/${record.dir}/${encodeURIComponent(version)}/mf-manifest.json`,
  };
  record.live = version;
  record.history = [{ version, at: new Date().toISOString() }, ...record.history];
  site.writeRegistry(doc);
  return { version, dir, was };
}

/**
 * The registry without the manifests it carries for live and canary versions (as a CLI before
 * them wrote it): the shell then fetches each version's `mf-manifest.json`, whose faults a test
 * can inject.
 */
export function withoutCarriedManifests(site: Site): void {
  const doc: RegistryDoc = site.registry();
  for (const remote of Object.values(doc.remotes))
    for (const record of Object.values(remote.versions)) delete record.manifest;
  site.writeRegistry(doc);
}

/** Bytes added to a deployed file, as an attacker (or a broken CDN) would: in every encoding served. */
export function alter(file: string, extra = '\n;window.__tampered = true;\n'): void {
  appendFileSync(file, extra);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
}

export interface ForeignOrigin {
  url: string;
  /** Paths asked for so far. */
  requests: string[];
  close(): Promise<void>;
}

/** Another origin on this machine serving a folder (and `evil.js`), counting what it is asked for. */
export async function foreignOrigin(folder: string | null): Promise<ForeignOrigin> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (pathname === '/evil.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      return res.end('window.__evil = true;');
    }
    try {
      if (!folder) throw new Error('no folder');
      const body = readFileSync(path.join(folder, path.basename(pathname)));
      res.writeHead(200, { 'Content-Type': pathname.endsWith('.json') ? 'application/json' : 'text/javascript' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
