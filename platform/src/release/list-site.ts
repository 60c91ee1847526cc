import { isLivePreview } from '../registry/previews';
import type { Canary, Dated, Disabled, Preview } from '../registry/schema';
import { readRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { deployedVersions, remoteVersionsOnSite } from './site-reads';
import { SHELL_DIR_PREFIX } from './site-paths';

export interface RemoteListing {
  name: string;
  dir: string;
  live: string | null;
  canary: Canary | null;
  history: Dated[];
  uploads: Dated[];
  onSite: { version: string; complete: boolean }[];
  /** The kill switches on (`disable`); empty when every route is served. */
  disabled: Disabled[];
}

export interface SiteListing {
  shell: { live: string | null; history: Dated[]; onSite: { version: string; complete: boolean }[] };
  remotes: RemoteListing[];
  /** Named previews, soonest to expire first; `expired` ones stay until a prune. */
  previews: (Preview & { name: string; expired: boolean })[];
}

export async function listSite(store: SiteStore): Promise<SiteListing> {
  const { doc } = await readRegistry(store);
  const remotes = await Promise.all(
    Object.entries(doc.remotes).map(async ([name, r]) => ({
      name,
      dir: r.dir,
      live: r.live,
      canary: r.canary,
      history: r.history,
      uploads: r.uploads,
      onSite: await remoteVersionsOnSite(store, r.dir),
      disabled: r.disabled ?? [],
    })),
  );
  return {
    shell: { ...doc.shell, onSite: await deployedVersions(store, SHELL_DIR_PREFIX) },
    remotes: remotes.sort((a, b) => a.name.localeCompare(b.name)),
    previews: Object.entries(doc.previews ?? {})
      .map(([name, p]) => ({ name, ...p, expired: !isLivePreview(p, Date.now()) }))
      .sort((a, b) => a.expires.localeCompare(b.expires) || a.name.localeCompare(b.name)),
  };
}

/**
 * The scripting form of `npm run remotes`: everything the text view shows (times included), keyed so
 * `remotes.mf_orders.live` reads as it did. Uploads carry their times; `onSite` is what has files.
 */
export function listingJson(listing: SiteListing, site: string): Record<string, unknown> {
  return {
    site,
    shell: listing.shell,
    remotes: Object.fromEntries(
      listing.remotes.map((r) => [
        r.name,
        {
          dir: r.dir,
          live: r.live,
          canary: r.canary,
          history: r.history,
          uploads: r.uploads,
          onSite: r.onSite,
          disabled: r.disabled,
        },
      ]),
    ),
    // Only when there are some: the listing of a site without previews reads as before.
    ...(listing.previews.length && {
      previews: Object.fromEntries(listing.previews.map(({ name, ...p }) => [name, p])),
    }),
  };
}
