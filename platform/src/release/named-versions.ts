import { isLivePreview } from '../registry/previews';
import type { RegistryDoc } from '../registry/schema';
import { remotePrefix, shellPrefix } from './site-paths';

/** A version the registry points at, for any reason, and where its files are. */
export interface NamedVersion {
  /** `mf_orders`, or `shell`. */
  app: string;
  version: string;
  prefix: string;
  /** Why it is named: live, canary, history, upload, record, `preview <name>`. */
  as: string[];
}

/**
 * Every version a registry names: live, canary, the history (the rollback targets), the recent
 * uploads (the canary's candidates), any version it keeps a record of, and the versions of its
 * previews (with `now`, only those not yet expired). A tester's pin lives on the device, not here,
 * and falls back to live when its version goes.
 */
export function namedVersions(doc: RegistryDoc, now?: Date): Map<string, NamedVersion> {
  const named = new Map<string, NamedVersion>();
  const add = (app: string, version: string, prefix: string, as: string) => {
    const found = named.get(prefix);
    if (found) {
      if (!found.as.includes(as)) found.as.push(as);
    } else named.set(prefix, { app, version, prefix, as: [as] });
  };
  if (doc.shell.live) add('shell', doc.shell.live, shellPrefix(doc.shell.live), 'live');
  for (const d of doc.shell.history) add('shell', d.version, shellPrefix(d.version), 'history');
  for (const [name, r] of Object.entries(doc.remotes)) {
    const at = (v: string, as: string) => add(name, v, remotePrefix(r.dir, v), as);
    if (r.live) at(r.live, 'live');
    if (r.canary) at(r.canary.version, 'canary');
    for (const d of r.history) at(d.version, 'history');
    for (const d of r.uploads) at(d.version, 'upload');
    for (const v of Object.keys(r.versions)) at(v, 'record');
  }
  for (const [preview, p] of Object.entries(doc.previews ?? {})) {
    if (now && !isLivePreview(p, now.getTime())) continue;
    for (const [name, v] of Object.entries(p.versions)) {
      const r = doc.remotes[name];
      if (r) add(name, v, remotePrefix(r.dir, v), `preview ${preview}`);
    }
  }
  return named;
}

/** What `after` names that `before` did not: what a registry write is about to point renters at. */
export function newlyNamed(before: RegistryDoc, after: RegistryDoc): NamedVersion[] {
  const old = namedVersions(before);
  return [...namedVersions(after).values()].filter((v) => !old.has(v.prefix));
}
