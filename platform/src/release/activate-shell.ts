import { readRegistry } from '../store/registry-store';
import { cacheControlFor, contentTypeFor } from '../site/cache-policy';
import type { SiteStore } from '../store/site-store';
import { RefusedError } from './errors';
import { SHELL_CONTRACT_KEY, SHELL_INDEX_KEY, shellPrefix } from './site-paths';

async function copy(store: SiteStore, from: string, to: string): Promise<void> {
  const stored = await store.read(from);
  if (!stored) throw new RefusedError(`${from} is missing: that shell version's upload is incomplete`);
  await store.write(to, stored.body, { contentType: contentTypeFor(to), cacheControl: cacheControlFor(to) });
}

/**
 * Points `h5/index.html` (and the published contract) at the shell version the registry says is
 * live. Re-reads until the registry stops moving, so two racing shell deploys end on the registry's
 * word, not on whichever copy finished last.
 */
export async function activateShell(store: SiteStore): Promise<string | null> {
  let applied: string | null = null;
  for (let round = 0; round < 5; round += 1) {
    const { doc } = await readRegistry(store);
    const live = doc.shell.live;
    if (!live || live === applied) return applied;
    await copy(store, `${shellPrefix(live)}/shell-manifest.json`, SHELL_CONTRACT_KEY);
    await copy(store, `${shellPrefix(live)}/index.html`, SHELL_INDEX_KEY);
    applied = live;
  }
  return applied;
}
