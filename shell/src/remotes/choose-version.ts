// Runs before the async boundary too (the first route's remote is warmed from it).
import { candidatesFor, type Candidate, type RegistryDoc, type RemoteRecord } from '@rental/platform/runtime';
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
}

export function chooseVersions(name: string, record: RemoteRecord): RemoteChoice {
  const base = registryUrl();
  const bad = badVersions(name);
  const ranked = candidatesFor(record, { bucket: bucketFor(name), override: overrideFor(name) }).map((c) => ({
    ...c,
    entry: new URL(c.entry, base).href,
  }));
  return { name, record, ranked, candidates: ranked.filter((c) => !bad.has(c.version)) };
}

/** The routes this device's chosen version of a remote serves. */
export function routesOf(choice: RemoteChoice): readonly string[] {
  const live = choice.record.live ? choice.record.versions[choice.record.live] : undefined;
  return choice.candidates[0]?.routes ?? live?.routes ?? [];
}

export function choicesOf(doc: RegistryDoc): RemoteChoice[] {
  return Object.entries(doc.remotes).map(([name, record]) => chooseVersions(name, record));
}
