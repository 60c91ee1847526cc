import { readRegistry } from '../store/registry-store';
import { cacheControlFor, contentTypeFor } from '../site/cache-policy';
import { DEFAULT_FRAME_FILE, FRAME_FILES, isFrameFile } from '../site/frame-variant';
import type { SiteStore } from '../store/site-store';
import { RefusedError } from './errors';
import { SHELL_CONTRACT_KEY, shellPrefix } from './site-paths';
import { readRelease } from './upload-version';

async function copy(store: SiteStore, from: string, to: string): Promise<void> {
  const stored = await store.read(from);
  if (!stored) throw new RefusedError(`${from} is missing: that shell version's upload is incomplete`);
  await store.write(to, stored.body, { contentType: contentTypeFor(to), cacheControl: cacheControlFor(to) });
}

/** The prerendered pages a shell version has besides index.html (none for one built before them). */
async function variantsOf(store: SiteStore, version: string): Promise<string[]> {
  const release = await readRelease(store, shellPrefix(version));
  return Object.keys(release?.files ?? {}).filter((rel) => isFrameFile(rel) && rel !== DEFAULT_FRAME_FILE);
}

/**
 * Points `h5/index.html`, its prerendered variants (`h5/index.en.large.html`…) and the published
 * contract at the shell version the registry says is live; a variant that version lacks goes, so
 * nginx serves its index.html instead of another version's page. Re-reads until the registry stops
 * moving, so two racing shell deploys end on the registry's word, not on whichever copy finished last.
 */
export async function activateShell(store: SiteStore): Promise<string | null> {
  let applied: string | null = null;
  for (let round = 0; round < 5; round += 1) {
    const { doc } = await readRegistry(store);
    const live = doc.shell.live;
    if (!live || live === applied) return applied;
    const variants = await variantsOf(store, live);
    await copy(store, `${shellPrefix(live)}/shell-manifest.json`, SHELL_CONTRACT_KEY);
    for (const page of [...variants, DEFAULT_FRAME_FILE])
      await copy(store, `${shellPrefix(live)}/${page}`, `h5/${page}`);
    for (const page of FRAME_FILES.filter((p) => p !== DEFAULT_FRAME_FILE && !variants.includes(p)))
      await store.remove(`h5/${page}`);
    applied = live;
  }
  return applied;
}
