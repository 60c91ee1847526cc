import type { RegistryDoc } from '../registry/schema';
import { namedVersions } from './named-versions';
import type { PruneMark } from './prune-marks';

/**
 * A version that stopped being live less than this long ago is kept: a renter's tab opened before
 * the change still asks for its chunks (a wallet H5 page stays open for hours, rarely for a day).
 * It holds through the generations: every one younger than this is kept, and the newest older one
 * (what was live when the window began), and every version a kept generation names stays. A
 * version uploaded less than this long ago stays too: a deploy may be about to name it.
 */
export const OPEN_TAB_GRACE_MS = 24 * 60 * 60 * 1000;
/** Registry generations kept besides those the window above keeps: the newest 50. */
export const GENERATIONS_KEPT = 50;

export interface SiteVersion {
  version: string;
  prefix: string;
  /** Its `release.json` is there. */
  complete: boolean;
  uploadedAt: string | null;
  bytes: number;
  files: number;
  mark: PruneMark | null;
}

export interface GenerationFacts {
  name: string;
  /** ISO time it was written. */
  at: string;
  doc: RegistryDoc;
}

export interface PlanInput {
  /** `mf_orders`, or `shell`. */
  app: string;
  doc: RegistryDoc;
  generations: GenerationFacts[];
  versions: SiteVersion[];
  now: Date;
  /** The N newest unreferenced versions stay too. */
  keep: number;
  /** Only versions uploaded longer ago than this go. */
  olderThanMs: number | null;
  generationsKept?: number;
  graceMs?: number;
}

export interface Verdict extends SiteVersion {
  remove: boolean;
  why: string;
}

export interface PrunePlan {
  verdicts: Verdict[];
  generationsRemoved: string[];
  generationsKept: number;
}

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

export function describeSpan(spanMs: number): string {
  const hours = spanMs / 3_600_000;
  return hours >= 24 && hours % 24 === 0 ? `${hours / 24} d` : `${+hours.toFixed(1)} h`;
}

/** Generations past the retention, by name (names sort as the times they were written). */
export function generationsBeyondRetention(
  generations: GenerationFacts[],
  now: Date,
  kept = GENERATIONS_KEPT,
  graceMs = OPEN_TAB_GRACE_MS,
): string[] {
  const newestFirst = [...generations].sort((a, b) => (a.name < b.name ? 1 : -1));
  const since = now.getTime() - graceMs;
  const firstBefore = newestFirst.findIndex((g) => !(ms(g.at) > since));
  return newestFirst
    .filter((g, i) => i >= kept && ms(g.at) <= since && i !== firstBefore)
    .map((g) => g.name)
    .sort();
}

/** What a prune of one app would remove, and why every other version stays. Pure: no I/O. */
export function planPrune(input: PlanInput): PrunePlan {
  const graceMs = input.graceMs ?? OPEN_TAB_GRACE_MS;
  const grace = describeSpan(graceMs);
  const now = input.now.getTime();
  const removedGenerations = new Set(
    generationsBeyondRetention(input.generations, input.now, input.generationsKept, graceMs),
  );
  const named = new Map<string, string>();
  for (const v of namedVersions(input.doc, input.now).values())
    if (v.app === input.app)
      named.set(v.version, v.as.map((as) => (as === 'history' ? 'history (a rollback target)' : as)).join(', '));
  // Newest first, so each version names the newest generation that still points at it.
  for (const g of [...input.generations].sort((a, b) => (a.name < b.name ? 1 : -1))) {
    if (removedGenerations.has(g.name)) continue;
    for (const v of namedVersions(g.doc, input.now).values())
      if (v.app === input.app && !named.has(v.version)) named.set(v.version, `named by registry generation ${g.name}`);
  }
  const unreferenced = input.versions
    .filter((v) => !named.has(v.version) && v.complete)
    .sort((a, b) => ms(b.uploadedAt) - ms(a.uploadedAt) || (a.version < b.version ? 1 : -1));
  const newest = new Set(unreferenced.slice(0, input.keep).map((v) => v.version));

  const judge = (v: SiteVersion): { remove: boolean; why: string } => {
    const pointer = named.get(v.version);
    if (pointer) return { remove: false, why: pointer.startsWith('named') ? pointer : `the registry's ${pointer}` };
    if (v.mark?.state === 'removing') return { remove: true, why: 'left by an interrupted prune' };
    if (!v.complete) return { remove: false, why: 'an upload without its release.json: a deploy may be writing it' };
    if (!(ms(v.uploadedAt) <= now - graceMs))
      return { remove: false, why: `uploaded less than ${grace} ago (a deploy may be about to name it)` };
    if (newest.has(v.version)) return { remove: false, why: `one of the ${input.keep} newest unreferenced (--keep)` };
    if (input.olderThanMs !== null && !(ms(v.uploadedAt) <= now - input.olderThanMs))
      return { remove: false, why: `uploaded less than ${describeSpan(input.olderThanMs)} ago (--older-than)` };
    return { remove: true, why: 'nothing names it' };
  };
  return {
    verdicts: input.versions.map((v) => ({ ...v, ...judge(v) })),
    generationsRemoved: [...removedGenerations].sort(),
    generationsKept: input.generations.length - removedGenerations.size,
  };
}
