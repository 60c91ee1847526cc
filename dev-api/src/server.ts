import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { createHandler } from './app';
import { createContext, type ServerContext } from './context';
import { originsFromEnv, type SiteOrigins } from '@rental/platform/site';
import { maskUrl } from './control/request-log';
import { isLoopbackHost } from './control/test-surface-guard';

export { simCookie } from './control/test-surface-guard';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Folder holding `h5/index.html`, `h5/remotes.json` and `h5/remotes/…`; without it `/h5/*` answers 404. */
  siteDir?: string;
  /** Turns on the test surfaces, `/__control/*` and `/wallet-sim/*` (loopback only). */
  control: boolean;
  /** Their token for this run; a random one when not given. */
  controlToken?: string;
  /** Origins the security headers allow besides the site's own; from the environment by default. */
  origins?: SiteOrigins;
  /** No request or error lines on the console. */
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The test surfaces' token (null when they are off). */
  controlToken: string | null;
  close(): Promise<void>;
  /** The live state, for tests in the same process. */
  context: ServerContext;
}

export const ASSETS_DIR = path.resolve(__dirname, '..', 'assets');

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const quiet = options.quiet ?? false;
  if (options.control && !isLoopbackHost(host)) {
    throw new Error(`the test surfaces listen on loopback only; start without control to listen on ${host}`);
  }
  const context = createContext({
    control: options.control,
    controlToken: options.control ? (options.controlToken ?? randomBytes(18).toString('base64url')) : null,
    origins: options.origins ?? originsFromEnv(),
    siteDir: options.siteDir ? path.resolve(options.siteDir) : null,
    assetsDir: ASSETS_DIR,
  });
  const report = (error: unknown, req: IncomingMessage): void => {
    if (!quiet) console.error(`[dev-api] ${req.method} ${maskUrl(req.url)} failed:`, error);
  };
  const handler = createHandler(context, report);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const started = Date.now();
    if (!quiet)
      res.on('finish', () =>
        console.log(`[dev-api] ${req.method} ${maskUrl(req.url)} ${res.statusCode} ${Date.now() - started}ms`),
      );
    void handler(req, res);
  });
  // Node closes idle keep-alive sockets after 5 s; a client reusing one at that moment gets
  // ECONNRESET. Outlive the clients' own idle timeouts so they are the ones to close.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    controlToken: context.controlToken,
    context,
    close() {
      // Hung and keep-alive sockets would keep server.close() waiting forever: release and destroy them.
      closing ??= new Promise<void>((resolve) => {
        context.faults.shutdown();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}

interface CliArgs {
  port: number;
  host: string;
  siteDir?: string;
  control: boolean;
  controlToken?: string;
  quiet: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { port: 8080, host: '127.0.0.1', control: false, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--port') args.port = Number(value());
    else if (flag === '--host') args.host = value();
    else if (flag === '--site') args.siteDir = value();
    else if (flag === '--control') args.control = true;
    else if (flag === '--control-token') args.controlToken = value();
    else if (flag === '--quiet') args.quiet = true;
    else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('--port must be 0–65535');
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const server = await startServer({ ...args, controlToken: args.controlToken ?? process.env.DEV_API_CONTROL_TOKEN });
  console.log(
    `dev-api listening on ${server.url} (control ${args.control ? 'on' : 'off'}${args.siteDir ? `, site ${path.resolve(args.siteDir)}` : ''})`,
  );
  if (server.controlToken) console.log(`test surfaces' token: ${server.controlToken} (header X-Control-Token)`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`dev-api: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
