// Runs before the async boundary too (the first route's remote is warmed from it).
import { candidatesFor, type Candidate, type RegistryDoc, type RemoteRecord } from '@rental/platform/runtime';
import { isAllowedOrigin } from '../delivery/allowed-origins';
import { bucketFor } from '../delivery/device';
import { overrideFor } from '../delivery/overrides';
import { badVersions } from '../delivery/session-health';
import { registryUrl } from './registry';

export interface RemoteChoice {
  name: string;
  record: RemoteRecord;
  /** Best first, manifest URLs absolute. Empty when every version failed this session. */
  candidates: Candidate[];
  /** The same order with the versions that failed this session still in it. */
  ranked: Candidate[];
  /** Versions this shell never runs, with why: nothing of them is requested. */
  refused: { version: string; entry: string; reason: string }[];
}

/**
 * Why a version must not run, before anything of it is requested: code from an origin not on the
 * allowlist, or a registry version without the hashes deploy records (so the browser could not
 * tell altered bytes). A tester's pin is their deliberate choice and needs only an allowed origin.
 */
function refusal(c: Candidate): string | null {
  if (!isAllowedOrigin(c.entry)) return `origin not allowed: ${new URL(c.entry).origin}`;
  if (c.reason !== 'override' && !c.integrity) return 'no integrity recorded';
  return null;
}

export function chooseVersions(name: string, record: RemoteRecord): RemoteChoice {
  const base = registryUrl();
  const bad = badVersions(name);
  const ranked = candidatesFor(record, { bucket: bucketFor(name), override: overrideFor(name) }).map((c) => ({
    ...c,
    entry: new URL(c.entry, base).href,
  }));
  const refused = ranked.flatMap((c) => {
    const reason = refusal(c);
    return reason ? [{ version: c.version, entry: c.entry, reason }] : [];
  });
  const runnable = (c: Candidate) => !bad.has(c.version) && !refused.some((r) => r.version === c.version);
  return { name, record, ranked, refused, candidates: ranked.filter(runnable) };
}

/** The routes this device's chosen version of a remote serves. */
export function routesOf(choice: RemoteChoice): readonly string[] {
  const live = choice.record.live ? choice.record.versions[choice.record.live] : undefined;
  return choice.candidates[0]?.routes ?? live?.routes ?? [];
}

export function choicesOf(doc: RegistryDoc): RemoteChoice[] {
  return Object.entries(doc.remotes).map(([name, record]) => chooseVersions(name, record));
}
