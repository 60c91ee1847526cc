import { spawnSync } from 'node:child_process';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { SITE_LOCK_KEY } from '../store/site-lock';
import type { SiteStore } from '../store/site-store';

/**
 * A command crashing at any step, in-process. The command runs on a wrapper of the site's store
 * that fails its `at`-th operation (0 = the first read, write, list, listSized or remove):
 * - `after: false` fails it before it reaches the store; `after: true` lets it land (a write is
 *   written) and loses the answer, as a connection dropped after S3 took the PUT;
 * - `die: false` fails that one operation (an I/O error: the command's own `catch` and `finally`
 *   run, and the rest of the store answers); `die: true` fails it and every later one (the process
 *   is gone: whatever it does next never reaches the store, its `finally` blocks included).
 * The thrown exception is how a crash shows in-process; the next command runs on the same
 * underlying store, as a rerun after Ctrl-C would. A lock the command left on the site
 * (`registry/site.lock`, which names its owner's pid) would name this very process, which is
 * alive, so `exit()` does what the end of a real process does: the lock it left now names a pid
 * that is gone, and the next command takes it over as it would after a real crash. (LocalStore's
 * per-file locks live below this wrapper: an operation is never cut in half.)
 */
export interface CrashPlan {
  at: number;
  after: boolean;
  die: boolean;
}

export class InjectedCrash extends Error {
  override name = 'InjectedCrash';
}

export interface CrashingStore extends SiteStore {
  /** The crash happened (the command reached operation `at`). */
  readonly crashed: boolean;
  /** Resolves once no operation of the command is in flight or starting (work left running after a throw). */
  settled(): Promise<void>;
  /** The command's process ends: a site lock it still holds names a dead pid. True when one was left. */
  exit(): Promise<boolean>;
}

let gone: number | null = null;
/** The pid of a process that has exited. */
export function deadPid(): number {
  gone ??= spawnSync(process.execPath, ['-e', '']).pid;
  return gone;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function crashingStore(store: SiteStore, plan: CrashPlan | null): CrashingStore {
  let count = 0;
  let inFlight = 0;
  let crashed = false;
  let dead = false;
  const locks = new Set<string>();

  const run = async <T>(what: string, op: () => Promise<T>): Promise<T> => {
    const index = count++;
    if (dead) throw new InjectedCrash(`the process is gone (operation ${index}: ${what})`);
    const crashHere = plan !== null && index === plan.at;
    if (crashHere) {
      crashed = true;
      if (plan.die) dead = true;
      if (!plan.after) throw new InjectedCrash(`crash before operation ${index}: ${what}`);
    }
    inFlight += 1;
    try {
      const result = await op();
      if (crashHere) throw new InjectedCrash(`crash after operation ${index}: ${what}`);
      return result;
    } finally {
      inFlight -= 1;
    }
  };

  return {
    description: store.description,
    get crashed() {
      return crashed;
    },
    read: (key) => run(`read ${key}`, () => store.read(key)),
    write: (key, body, options) =>
      run(`write ${key}`, async () => {
        if (key === SITE_LOCK_KEY) locks.add(body.toString('utf8'));
        await store.write(key, body, options);
      }),
    list: (prefix) => run(`list ${prefix}`, () => store.list(prefix)),
    listSized: (prefix) => run(`listSized ${prefix}`, () => store.listSized(prefix)),
    remove: (key) => run(`remove ${key}`, () => store.remove(key)),
    async settled() {
      for (;;) {
        while (inFlight > 0) await sleep(2);
        const seen = count;
        await sleep(25);
        if (inFlight === 0 && count === seen) return;
      }
    },
    async exit() {
      const lock = await store.read(SITE_LOCK_KEY);
      if (!lock || !locks.has(lock.body.toString('utf8'))) return false;
      const owner = JSON.parse(lock.body.toString('utf8')) as Record<string, unknown>;
      await store.write(SITE_LOCK_KEY, Buffer.from(JSON.stringify({ ...owner, pid: deadPid() })), {
        contentType: 'application/json',
        cacheControl: 'no-cache',
        ifMatch: lock.etag,
      });
      return true;
    },
  };
}

/** How a command run as its own process ended. */
export interface ProcessEnd<T> {
  result?: T;
  error?: unknown;
  failed: boolean;
  crashed: boolean;
  /** It left the site lock behind (now a dead process's). */
  leftLock: boolean;
}

/** Runs a command as its own process would: crashing by `plan`, then its work left running settles and the process ends. */
export async function asProcess<T>(
  store: SiteStore,
  plan: CrashPlan | null,
  command: (store: SiteStore) => Promise<T>,
): Promise<ProcessEnd<T>> {
  const crashing = crashingStore(store, plan);
  let end: Pick<ProcessEnd<T>, 'result' | 'error' | 'failed'>;
  try {
    end = { result: await command(crashing), failed: false };
  } catch (error) {
    end = { error, failed: true };
  }
  await crashing.settled();
  return { ...end, crashed: crashing.crashed, leftLock: await crashing.exit() };
}

/**
 * s3rver 3.7.1 takes a PUT whatever its If-Match / If-None-Match say (s3-store.test.ts shows it),
 * and a GET during a PUT of the key can read half the new file; S3 refuses a failing condition
 * with 412 and reads either the old object or the new one. This client makes both hold as on S3,
 * for the writers of this process: requests for one key go one at a time, and a conditional PUT is
 * checked against the object's ETag first.
 */
export function asOnS3(client: S3Client): S3Client {
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  const queues = new Map<string, Promise<unknown>>();
  const failed = () =>
    Object.assign(new Error('412'), { name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
  const checked = async (command: unknown) => {
    const { Bucket, Key, IfMatch, IfNoneMatch } = (command as PutObjectCommand).input;
    if (command instanceof PutObjectCommand && (IfMatch !== undefined || IfNoneMatch !== undefined)) {
      const found = (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return null;
        throw error;
      };
      const etag = await send(new HeadObjectCommand({ Bucket, Key })).then((h) => (h as { ETag?: string }).ETag, found);
      if ((IfNoneMatch === '*' && etag) || (IfMatch !== undefined && etag !== IfMatch)) throw failed();
    }
    if (!(command instanceof GetObjectCommand)) return send(command);
    // Read whole before the next request for the key: s3rver streams the file a PUT rewrites.
    const got = (await send(command)) as { Body?: { transformToByteArray(): Promise<Uint8Array> } };
    const bytes = await got.Body?.transformToByteArray();
    return { ...got, Body: bytes && { transformToByteArray: () => Promise.resolve(bytes) } };
  };
  (client as { send: (command: unknown) => Promise<unknown> }).send = (command) => {
    if (![PutObjectCommand, DeleteObjectCommand, GetObjectCommand].some((type) => command instanceof type))
      return send(command);
    const { Bucket, Key } = (command as GetObjectCommand).input;
    const next = (queues.get(`${Bucket}/${Key}`) ?? Promise.resolve()).then(() => checked(command));
    queues.set(
      `${Bucket}/${Key}`,
      next.catch(() => undefined),
    );
    return next;
  };
  return client;
}
