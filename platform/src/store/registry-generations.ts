import { createHash } from 'node:crypto';
import { parseRegistry } from '../registry/parse';
import { registryProblems } from '../registry/strict';
import { RefusedError } from '../release/errors';
import type { SiteStore } from './site-store';

/**
 * Every registry the CLI wrote, kept whole beside the site's `h5/` (never served to renters), so
 * any earlier state can be put back by `npm run registry -- restore <generation>`. A generation is
 * named by when it was written and the start of its sha256: `2026-11-28T15-12-03-120Z-3f9c2ab1`.
 */
export const GENERATIONS_PREFIX = 'registry/generations/';
const NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}$/;

export interface Generation {
  name: string;
  /** ISO time it was written. */
  at: string;
  /** remote → live version (and canary), as the generation had them: what restoring would serve. */
  live: Record<string, string>;
}

/** The part of a generation's name that follows its bytes. */
export const bodyHash = (body: Buffer): string => createHash('sha256').update(body).digest('hex').slice(0, 8);

export function generationName(body: Buffer, at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${bodyHash(body)}`;
}

/** Keeps a copy of a registry just written; the same bytes at the same instant are one generation. */
export async function keepGeneration(store: SiteStore, body: Buffer, at: Date): Promise<string> {
  const name = generationName(body, at);
  await store
    .write(`${GENERATIONS_PREFIX}${name}.json`, body, {
      contentType: 'application/json',
      cacheControl: 'no-cache',
      ifNoneMatch: '*',
    })
    .catch((error: unknown) => {
      if ((error as Error).name !== 'PreconditionFailedError') throw error;
    });
  return name;
}

/** When a generation was written, from its name (ISO). */
export const generationTime = (name: string) =>
  name.slice(0, 24).replace(/^(.{10}T\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, '$1:$2:$3.$4Z');

/** Generations on the site, newest first. */
export async function listGenerations(store: SiteStore): Promise<Generation[]> {
  const names = (await store.list(GENERATIONS_PREFIX))
    .map((key) => key.slice(GENERATIONS_PREFIX.length).replace(/\.json$/, ''))
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => {
      const stored = await store.read(`${GENERATIONS_PREFIX}${name}.json`);
      const doc = parseRegistry(stored ? (JSON.parse(stored.body.toString('utf8')) as unknown) : null);
      const live = Object.fromEntries(
        Object.entries(doc.remotes).map(([remote, r]) => [
          remote,
          `${r.live ?? 'none'}${r.canary ? ` (canary ${r.canary.version} ${r.canary.percent} %)` : ''}`,
        ]),
      );
      return { name, at: generationTime(name), live };
    }),
  );
}

/** A generation's bytes, checked as strictly as any registry a command writes. */
export async function readGeneration(store: SiteStore, name: string): Promise<Buffer> {
  if (!NAME.test(name))
    throw new RefusedError(`"${name}" is not a registry generation (npm run registry -- history lists them)`);
  const stored = await store.read(`${GENERATIONS_PREFIX}${name}.json`);
  if (!stored) throw new RefusedError(`no generation ${name} on ${store.description} (npm run registry -- history)`);
  const problems = registryProblems(JSON.parse(stored.body.toString('utf8')));
  if (problems.length > 0) throw new RefusedError(`generation ${name} is damaged: ${problems[0]}`);
  return stored.body;
}
