import { bodyHash, listGenerations } from '../store/registry-generations';
import { REGISTRY_KEY, restoreRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { UsageError } from './args';
import type { Flags } from './commands';

type Print = (line: string) => void;
const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(2)} s`;

/** `registry history` lists the generations, newest first; `registry restore <g>` puts one back. */
export async function registryCommand(
  store: SiteStore,
  action: string | undefined,
  generation: string | undefined,
  flags: Flags,
  print: Print,
): Promise<void> {
  const started = performance.now();
  if (action === 'history') {
    if (generation !== undefined)
      throw new UsageError(`"${generation}" is not understood: npm run registry -- history`);
    const generations = await listGenerations(store);
    const current = await store.read(REGISTRY_KEY);
    const now = current ? `-${bodyHash(current.body)}` : null;
    if (flags.json) return print(JSON.stringify(generations, null, 2));
    if (generations.length === 0) return print(`no registry generations on ${store.description} yet`);
    for (const g of generations) {
      const live = Object.entries(g.live).map(([remote, version]) => `${remote} ${version}`);
      const mark = now !== null && g.name.endsWith(now) ? '  ← now' : '';
      print(`${g.name}${mark}\n    ${live.join(' · ') || '(no remotes)'}`);
    }
    return;
  }
  if (action === 'restore') {
    if (!generation) throw new UsageError('restore needs a generation: npm run registry -- restore <generation>');
    await restoreRegistry(store, generation);
    return print(`registry is generation ${generation} again · ${seconds(started)}`);
  }
  throw new UsageError(`registry takes history or restore, not "${action ?? ''}"`);
}
