import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalStore } from '../store/local-store';

/**
 * Shared ranges under which fake builds' manifests differ from one another while each still runs
 * in the fake shell: a manifest landing in the wrong version's record then shows.
 */
export const DISTINCT_REQUIRES = [
  { react: '^19.3.1', '@rental/shared': '^1.0.0' },
  { react: '^19.3.1', '@rental/shared': '^1.1.0' },
  { react: '^19.0.0', '@rental/shared': '^1.0.0' },
  { react: '^19.0.0', '@rental/shared': '^1.1.0' },
];

/** The manifests in `h5/remotes.json` as a renter's shell downloads it, by version of mf_orders. */
export async function manifestsServed(store: LocalStore): Promise<Record<string, unknown>> {
  const raw = JSON.parse((await store.read('h5/remotes.json'))!.body.toString('utf8')) as {
    remotes: { mf_orders: { versions: Record<string, { manifest?: unknown }> } };
  };
  return Object.fromEntries(
    Object.entries(raw.remotes.mf_orders.versions)
      .filter(([, record]) => 'manifest' in record)
      .map(([version, record]) => [version, record.manifest]),
  );
}

export const manifestFileOnSite = (store: LocalStore, version: string): string =>
  path.join(store.root, 'h5', 'remotes', 'mf-orders', version, 'mf-manifest.json');

/** A version of mf_orders' manifest as its folder on the site holds it. */
export const manifestOnSite = (store: LocalStore, version: string): unknown =>
  JSON.parse(readFileSync(manifestFileOnSite(store, version), 'utf8'));
