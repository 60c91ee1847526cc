// The origin a developer opens during `npm run dev -- <remote>`: the remote's dev server appears
// under /h5/remotes/<dir>/dev/ on the same origin as the shell (so the shell's origin allowlist and
// every relative URL hold), the registry names it live, and everything else comes from upstream
// (the local dev site, or another site's deployed shell and remotes with --registry).
import { createHash } from 'node:crypto';
import http from 'node:http';

const DEV_VERSION = 'dev';

function forward(req, res, target) {
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => {
      // Live reload talks to the dev server's own port over a websocket, which the site's policy
      // (connect-src 'self') forbids; the policy is the production site's, tested there.
      const headers = { ...answer.headers };
      delete headers['content-security-policy'];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`upstream unavailable: ${error.message}`);
  });
  req.pipe(upstream);
}

/** The shell runs no registry version without its hashes; the dev build's are taken as it is now. */
async function devIntegrity(remote) {
  const sri = async (file) => {
    const res = await fetch(`http://127.0.0.1:${remote.devPort}/${file}`);
    if (!res.ok) throw new Error(`dev server ${file}: HTTP ${res.status}`);
    return `sha384-${createHash('sha384')
      .update(Buffer.from(await res.arrayBuffer()))
      .digest('base64')}`;
  };
  return { manifest: await sri('mf-manifest.json'), entry: await sri('remoteEntry.js') };
}

async function devRegistry(registryUrl, remote) {
  const res = await fetch(registryUrl, { headers: { 'Cache-Control': 'no-cache' } });
  if (!res.ok) throw new Error(`registry ${registryUrl}: HTTP ${res.status}`);
  const doc = await res.json();
  const remotes = doc && typeof doc.remotes === 'object' && !Array.isArray(doc.remotes) ? doc.remotes : {};
  const own = remotes[remote.name] ?? { history: [], uploads: [], versions: {} };
  remotes[remote.name] = {
    ...own,
    dir: remote.dir,
    live: DEV_VERSION,
    canary: null,
    versions: {
      ...own.versions,
      [DEV_VERSION]: {
        entry: `remotes/${remote.dir}/${DEV_VERSION}/mf-manifest.json`,
        routes: remote.routes,
        uploadedAt: '',
        integrity: await devIntegrity(remote),
      },
    },
  };
  return { ...doc, schema: 2, remotes };
}

/**
 * @param {{ port: number, registryUrl: string, remote?: { name: string, dir: string, routes: string[], devPort: number } }} opts
 */
export function startDevProxy({ port, registryUrl, remote }) {
  const upstream = new URL(registryUrl).origin;
  const devPrefix = remote ? `/h5/remotes/${remote.dir}/${DEV_VERSION}/` : null;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    if (remote && pathname === '/h5/remotes.json') {
      devRegistry(registryUrl, remote).then(
        (doc) => {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
          res.end(JSON.stringify(doc));
        },
        (error) => {
          res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(error.message);
        },
      );
      return;
    }
    if (devPrefix && pathname.startsWith(devPrefix)) {
      return forward(req, res, `http://127.0.0.1:${remote.devPort}/${url.slice(devPrefix.length)}`);
    }
    forward(req, res, `${upstream}${url}`);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, server }));
  });
}
