import { dropExpiredPreviews } from '../registry/changes';
import { prune, type PruneResult, type PruneTarget } from '../release/prune';
import { readRegistry, updateRegistry } from '../store/registry-store';
import { describeSpan, GENERATIONS_KEPT, OPEN_TAB_GRACE_MS } from '../release/prune-plan';
import { remoteDirPrefix, SHELL_DIR_PREFIX } from '../release/site-paths';
import type { SiteStore } from '../store/site-store';
import { findApp, registryName } from './workspace';

type Print = (line: string) => void;

export interface PruneFlags {
  keep: number;
  olderThanMs: number | null;
  yes: boolean;
}

export function pruneTarget(name: string): PruneTarget {
  const app = findApp(name);
  return app.kind === 'host'
    ? { app: 'shell', folder: SHELL_DIR_PREFIX }
    : { app: registryName(app.dir), folder: remoteDirPrefix(app.dir) };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatPrune(result: PruneResult, target: PruneTarget, site: string): string[] {
  const going = result.verdicts.filter((v) => v.remove);
  const freed = formatBytes(going.reduce((sum, v) => sum + v.bytes, 0));
  const width = Math.max(0, ...result.verdicts.map((v) => v.version.length));
  const lines = [
    `${target.app} on ${site}${result.applied ? '' : ' (dry run: nothing removed; --yes removes)'}`,
    ...[...result.verdicts]
      .sort((a, b) => (b.uploadedAt ?? '').localeCompare(a.uploadedAt ?? '') || b.version.localeCompare(a.version))
      .map(
        (v) =>
          `  ${v.remove ? (result.applied ? 'removed' : 'remove ') : 'keep   '} ${v.version.padEnd(width)}  ${formatBytes(v.bytes).padStart(8)}  ${v.why}`,
      ),
  ];
  if (result.verdicts.length === 0) lines.push('  no versions on the site');
  const gens = result.generationsRemoved.length;
  lines.push(
    `${result.applied ? 'removed' : 'would remove'} ${going.length} version(s), ${freed}; ` +
      `registry generations: ${gens} past the retention (the newest ${GENERATIONS_KEPT}, any younger than ${describeSpan(OPEN_TAB_GRACE_MS)}) ` +
      `${result.applied ? 'removed' : 'would go'}, ${result.generationsKept} kept`,
  );
  return lines;
}

/** Expired previews leave the registry first (with `--yes`), so the versions only they named can go. */
async function expiredPreviews(store: SiteStore, apply: boolean, now: Date): Promise<string[]> {
  if (!apply) return dropExpiredPreviews((await readRegistry(store)).doc, now).outcome;
  return (await updateRegistry(store, (doc) => dropExpiredPreviews(doc, now))).outcome;
}

/** `npm run prune -- <app>`: a dry run unless `--yes`. */
export async function pruneCommand(store: SiteStore, name: string, flags: PruneFlags, print: Print): Promise<void> {
  const target = pruneTarget(name);
  const expired = await expiredPreviews(store, flags.yes, new Date());
  if (expired.length) print(`${flags.yes ? 'removed' : 'would remove'} expired preview(s): ${expired.join(', ')}`);
  const result = await prune(store, target, { keep: flags.keep, olderThanMs: flags.olderThanMs, apply: flags.yes });
  for (const line of formatPrune(result, target, store.description)) print(line);
}
