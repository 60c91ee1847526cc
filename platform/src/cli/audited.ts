import { bodyHash } from '../store/registry-generations';
import { readRegistry, REGISTRY_KEY } from '../store/registry-store';
import { appendAudit } from '../store/audit-log';
import type { SiteStore } from '../store/site-store';
import { currentCommit, whoAmI } from './audit-identity';
import { describeSwitches } from './kill-switch-command';
import { findApp, registryName } from './workspace';

export interface AuditedCommand {
  command: string;
  /** The app as typed, or undefined for a registry restore. */
  app: string | undefined;
  note: string | undefined;
}

/** The audit's name for what a command changes: a registry name, `shell`, or `registry`. */
function subject(app: string | undefined): string {
  if (app === undefined) return 'registry';
  const info = findApp(app);
  return info.kind === 'host' ? 'shell' : registryName(info.dir);
}

/** What the subject serves now, in the words `remotes --log` prints. */
async function state(store: SiteStore, name: string): Promise<string | null> {
  if (name === 'registry') {
    const stored = await store.read(REGISTRY_KEY);
    return stored ? `generation …-${bodyHash(stored.body)}` : null;
  }
  const { doc } = await readRegistry(store).catch(() => ({ doc: null }));
  if (!doc) return null;
  if (name === 'shell') return doc.shell.live;
  const remote = doc.remotes[name];
  if (!remote) return null;
  const canary = remote.canary ? ` (canary ${remote.canary.version} ${remote.canary.percent} %)` : '';
  const off = remote.disabled?.length ? ` (off: ${describeSwitches(remote.disabled)})` : '';
  const previews = Object.entries(doc.previews ?? {}).flatMap(([p, { versions }]) =>
    versions[name] ? [`${p} ${versions[name]}`] : [],
  );
  const previewed = previews.length ? ` (preview ${previews.join(', ')})` : '';
  return `${remote.live ?? 'none'}${canary}${off}${previewed}`;
}

/**
 * Runs a writing command and, when the registry changed, appends who did it from which commit and
 * what a --force went past (the warnings the command returns).
 * The before/after reads sit outside the registry's compare-and-swap: a change landing between
 * them by another writer shows in this entry's from/to (the other writer records its own).
 */
export async function audited(store: SiteStore, what: AuditedCommand, run: () => Promise<string[]>): Promise<void> {
  let name: string;
  try {
    name = subject(what.app);
  } catch {
    await run(); // an unknown app: the command refuses it in its own words
    return;
  }
  const from = await state(store, name);
  const forced = await run();
  const to = await state(store, name);
  if (to === from) return;
  const entry = {
    at: new Date().toISOString(),
    who: whoAmI(),
    commit: currentCommit(),
    command: what.command,
    app: name,
    from,
    to,
    note: what.note ?? null,
    ...(forced.length ? { forced } : {}),
  };
  // The change is made; an audit line that cannot be kept is said, not made a failure of the command.
  await appendAudit(store, entry).catch((error: unknown) =>
    process.stderr.write(`warning: no audit line was kept for this change: ${(error as Error).message}\n`),
  );
}
