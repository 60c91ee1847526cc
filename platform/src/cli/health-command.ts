import type { HealthAggregate, VersionHealth } from '../canary/health';
import { fetchHealth, HealthSourceError, healthUrl } from '../canary/health-source';
import { RefusedError } from '../release/errors';
import { listSite, type RemoteListing } from '../release/list-site';
import type { SiteStore } from '../store/site-store';
import { loopDeps } from './loop-deps';

type Print = (line: string) => void;
type Role = { role: 'live' } | { role: 'canary'; percent: number } | { role: 'other' };
type Row = Role & { version: string; health: VersionHealth | null };

function roleOf(version: string, r: RemoteListing | undefined): Role {
  if (r?.live === version) return { role: 'live' };
  if (r?.canary?.version === version) return { role: 'canary', percent: r.canary.percent };
  return { role: 'other' };
}

/** Per remote: live first, then the canary, then the rest by sessions; live and canary even with no reports. */
function rows(aggregate: HealthAggregate, listing: RemoteListing[]): Map<string, Row[]> {
  const byName = new Map(listing.map((r) => [r.name, r]));
  const names = [...new Set([...listing.map((r) => r.name), ...Object.keys(aggregate.remotes)])].sort();
  const order = (row: Row) => (row.role === 'live' ? 0 : row.role === 'canary' ? 1 : 2);
  return new Map(
    names.map((name) => {
      const r = byName.get(name);
      const reported = aggregate.remotes[name] ?? {};
      const versions = new Set([...Object.keys(reported), r?.live, r?.canary?.version].filter((v) => v != null));
      const list = [...versions].map((version) => ({
        version,
        health: reported[version] ?? null,
        ...roleOf(version, r),
      }));
      list.sort((a, b) => order(a) - order(b) || (b.health?.sessions ?? 0) - (a.health?.sessions ?? 0));
      return [name, list];
    }),
  );
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

function describe(row: Row): string {
  const role = row.role === 'canary' ? `canary ${row.percent} %` : row.role;
  const h = row.health;
  if (!h) return `    ${row.version}  ${role}  no reports`;
  const f = h.loadFailures;
  return [
    `    ${row.version}  ${role}  ${h.sessions} sessions, error rate ${(h.errorRate * 100).toFixed(1)} %`,
    `load failures manifest ${f.manifest} entry ${f.entry} chunk ${f.chunk} gate ${f.gate}`,
    `render errors ${h.renderErrors}, errors ${h.errors}, fallbacks ${h.fallbacks}`,
    `LCP p75 ${ms(h.lcpP75Ms)}, INP p75 ${ms(h.inpP75Ms)}`,
  ].join(' · ');
}

/** `npm run remotes -- --health [URL] [--json]`: renters' figures per remote and version, beside what the registry serves. */
export async function healthCommand(
  store: SiteStore,
  flag: string | undefined,
  json: boolean,
  print: Print,
): Promise<void> {
  const source = healthUrl(flag);
  const [aggregate, listing] = await Promise.all([
    fetchHealth(source, {}, { fetch: loopDeps.fetch }).catch((error: unknown) => {
      if (error instanceof HealthSourceError)
        throw new RefusedError(
          `the health source ${source} gave no figures (${error.message}): start it, or pass --health URL`,
        );
      throw error;
    }),
    listSite(store),
  ]);
  const table = rows(aggregate, listing.remotes);
  if (json) {
    const remotes = Object.fromEntries(
      [...table].map(([name, list]) => {
        const r = listing.remotes.find((x) => x.name === name);
        const versions = Object.fromEntries(list.map(({ version, ...rest }) => [version, rest]));
        return [name, { live: r?.live ?? null, canary: r?.canary ?? null, versions }];
      }),
    );
    print(
      JSON.stringify(
        { site: store.description, source, since: aggregate.since, until: aggregate.until, remotes },
        null,
        2,
      ),
    );
    return;
  }
  const lines = [`health from ${source} · since ${aggregate.since ?? 'the start'} until ${aggregate.until}`];
  for (const [name, list] of table) lines.push('', name, ...(list.length ? list.map(describe) : ['    no versions']));
  print(lines.join('\n'));
}
