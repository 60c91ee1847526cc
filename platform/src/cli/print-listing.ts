import type { Dated } from '../registry/schema';
import type { SiteListing } from '../release/list-site';
import { describeSwitches } from './kill-switch-command';

const when = (at: string) => (at ? at.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : 'time unknown');

function historyLines(history: Dated[], live: string | null): string[] {
  return history.map((d) => `      ${d.version === live ? '●' : '○'} ${d.version}  ${when(d.at)}`);
}

/** The human listing of `npm run remotes`. */
export function formatListing(listing: SiteListing, site: string): string {
  const lines = [`site ${site}`, '', `shell  live ${listing.shell.live ?? '—'}`];
  lines.push('    history (newest first):', ...historyLines(listing.shell.history, listing.shell.live));
  lines.push(
    `    on the site: ${listing.shell.onSite.map((v) => v.version + (v.complete ? '' : ' (incomplete)')).join(', ') || '—'}`,
  );
  for (const r of listing.remotes) {
    lines.push('', `${r.name}  (${r.dir})`, `    live    ${r.live ?? '—'}`);
    lines.push(
      `    canary  ${r.canary ? `${r.canary.version} to ${r.canary.percent} % of devices since ${when(r.canary.since)}` : '—'}`,
    );
    if (r.disabled.length) lines.push(`    off     ${describeSwitches(r.disabled)} (npm run enable -- ${r.dir})`);
    lines.push('    history (newest first):', ...historyLines(r.history, r.live));
    if (r.uploads.length) lines.push(`    uploads: ${r.uploads.map((u) => u.version).join(', ')}`);
    const onSite = r.onSite.map((v) => v.version + (v.complete ? '' : ' (incomplete)'));
    lines.push(`    files on the site: ${onSite.join(', ') || '—'}`);
  }
  lines.push('', `previews${listing.previews.length ? '' : '  —'}`);
  for (const p of listing.previews) {
    const versions = Object.entries(p.versions).map(([r, v]) => `${r}@${v}`);
    const state = p.expired ? `expired ${when(p.expires)} (npm run prune removes it)` : `expires ${when(p.expires)}`;
    lines.push(`    ${p.name}  ${versions.join(', ')}  by ${p.by || 'unknown'}, ${state}`);
  }
  return lines.join('\n');
}
