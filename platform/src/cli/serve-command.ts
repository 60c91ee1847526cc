import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RefusedError } from '../release/errors';
import { SHELL_INDEX_KEY } from '../release/site-paths';
import { originsFromEnv, startNginx } from '../site';
import { openStore } from '../store/open-store';
import { SiteMirror } from '../store/site-mirror';
import { repoRoot } from './workspace';

type Print = (line: string) => void;

interface DevApi {
  startServer(options: { port: number; control: boolean; quiet?: boolean; controlToken?: string }): Promise<{
    url: string;
    controlToken: string | null;
    close(): Promise<void>;
  }>;
  simCookie(token: string | null): string;
}

export interface Serving {
  url: string;
  /** The folder nginx serves: the site itself, or the read-only copy of an S3 site. */
  siteDir: string;
  lines: string[];
  close(): Promise<void>;
}

/** How often an S3 site's registry is asked whether it changed. */
const REFRESH_MS = 2000;

const makeSite = (site: string) => `npm run deploy -- shell --site ${site} (then each remote), or npm start for .site/`;

function refuseFolder(site: string): void {
  if (!existsSync(site)) throw new RefusedError(`no site at ${site}; make one: ${makeSite(site)}`);
  if (!statSync(site).isDirectory()) throw new RefusedError(`--site ${site} is a file, not a site folder`);
  if (!existsSync(path.join(site, ...SHELL_INDEX_KEY.split('/'))))
    throw new RefusedError(`${site} has no shell deployed (no ${SHELL_INDEX_KEY}); deploy one: ${makeSite(site)}`);
}

/**
 * Serves what a site holds, as production does (nginx with the project's configuration, the dev
 * API behind /api), and writes nothing to it: no build, no deploy, so a rollback or a canary on
 * the site stays as it is. An S3 site is copied read-only into a temp folder and copied again
 * when its registry changes.
 */
export async function startServing(site: string, opts: { port?: number } = {}): Promise<Serving> {
  let siteDir = path.resolve(site);
  let mirror: SiteMirror | null = null;
  let timer: NodeJS.Timeout | null = null;
  let copyDir: string | null = null;
  if (/^s3:\/\//i.test(site)) {
    const store = openStore(site);
    const index = await store.read(SHELL_INDEX_KEY).catch((error: Error) => {
      throw new RefusedError(`cannot read ${store.description}: ${error.name} ${error.message.split('\n')[0] ?? ''}`);
    });
    if (!index)
      throw new RefusedError(
        `${store.description} has no shell deployed (no ${SHELL_INDEX_KEY}); deploy one: ${makeSite(site)}`,
      );
    copyDir = mkdtempSync(path.join(tmpdir(), 'rental-serve-'));
    siteDir = copyDir;
    mirror = new SiteMirror(store, copyDir);
    await mirror.refresh();
  } else refuseFolder(siteDir);
  const cleanup: (() => Promise<void> | void)[] = [];
  const close = async () => {
    if (timer) clearInterval(timer);
    for (const step of cleanup.reverse()) await step();
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const devApi = require(path.join(repoRoot, 'dev-api', 'dist', 'server.js')) as DevApi;
    const api = await devApi.startServer({
      port: 0,
      control: true,
      quiet: true,
      controlToken: process.env.DEV_API_CONTROL_TOKEN || undefined,
    });
    cleanup.push(() => api.close());
    const nginx = await startNginx({
      siteDir,
      port: opts.port,
      backend: api.url.replace(/\/$/, ''),
      origins: originsFromEnv(),
      testSurfaces: { cookie: devApi.simCookie(api.controlToken) },
    });
    cleanup.push(() => nginx.close());
    if (mirror) {
      const copy = mirror;
      let busy = false;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        copy
          .refreshIfChanged()
          .catch((error: unknown) => process.stderr.write(`warning: ${site} not copied again: ${String(error)}\n`))
          .finally(() => (busy = false));
      }, REFRESH_MS);
    }
    return {
      url: nginx.url,
      siteDir,
      lines: [
        `  ${site} as production serves it (nginx): ${nginx.url}/h5/`,
        ...(mirror ? [`  read-only copy in ${siteDir}, copied again when the registry changes`] : []),
        `  Dev API (back end, test surfaces): ${api.url}  token ${api.controlToken} (header X-Control-Token)`,
        '  Nothing is built or deployed; Ctrl-C stops.',
      ],
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `npm run serve -- --site …`: serves until Ctrl-C. */
export async function serveCommand(site: string, port: number | undefined, print: Print): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'dev-api', 'dist', 'server.js')))
    throw new RefusedError('the dev API is not built (dev-api/dist/server.js): npm run build');
  const serving = await startServing(site, { port });
  for (const line of serving.lines) print(line);
  await new Promise<void>((resolve) => {
    const stop = () => void serving.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
