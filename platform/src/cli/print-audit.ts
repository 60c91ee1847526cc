import { readAudit, type AuditEntry } from '../store/audit-log';
import type { SiteStore } from '../store/site-store';
import { findApp, registryName } from './workspace';

const when = (at: string) => at.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

const shortCommit = (c: string | null) => (c ? c.slice(0, 12) + (c.endsWith('+dirty') ? '+dirty' : '') : 'unknown');

/** `npm run remotes -- --log [app]`: one line per change, newest first. */
export function formatAudit(entries: AuditEntry[]): string {
  if (entries.length === 0) return 'no registry changes recorded yet';
  return entries
    .map(
      (e) =>
        `${when(e.at)}  ${e.who}  ${e.command}  ${e.app}  ${e.from ?? 'none'} → ${e.to ?? 'none'}` +
        `  commit ${shortCommit(e.commit)}${e.note ? `  “${e.note}”` : ''}` +
        (e.forced ?? []).map((w) => `\n    forced past: ${w}`).join(''),
    )
    .join('\n');
}

export async function printLog(
  store: SiteStore,
  app: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  const name = app === undefined || app === 'shell' || app === 'registry' ? app : registryName(findApp(app).dir);
  print(formatAudit(await readAudit(store, name)));
}
