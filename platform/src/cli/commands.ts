import path from 'node:path';
import type { RollbackOutcome } from '../registry/changes';
import { canaryRemote, promoteRemote } from '../release/canary';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deltasBack } from '../release/dictionary-deltas';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { RefusedError } from '../release/errors';
import { listingJson, listSite } from '../release/list-site';
import { promoteRemoteAcross, promoteShellAcross } from '../release/promote-site';
import { deltasAfterRollback, rollbackRemote, rollbackShell } from '../release/rollback';
import { shellPrefix } from '../release/site-paths';
import type { SiteStore } from '../store/site-store';
import { UsageError, type PromoteAcross } from './args';
import { whoAmI } from './audit-identity';
import { printDeltas } from './print-deltas';
import { formatListing } from './print-listing';
import { buildLock, builder, distOf, findApp, registryName, type AppInfo } from './workspace';

export interface Flags {
  live: boolean;
  force: boolean;
  build: boolean;
  to?: string;
  json: boolean;
  /** A build made elsewhere (a team's CI artifact) instead of the app's own dist/. */
  dist?: string;
  /** `--preview <name> [--expires …]`: upload only, into that preview. */
  preview?: { name: string; expiresInMs: number };
}

/** The link a preview opens; `RENTAL_SITE_URL` says where the site is served (default: a placeholder). */
export function previewLink(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = (env.RENTAL_SITE_URL ?? 'http://<site>').replace(/\/+$/, '');
  return `${base}/h5/?preview=${encodeURIComponent(name)}#/`;
}

type Print = (line: string) => void;

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(2)} s`;

async function appFor(name: string): Promise<AppInfo> {
  return findApp(name);
}

/** Builds when the sources changed since the last build, then reads the build into memory. */
export async function freshBuild<T>(app: AppInfo, flags: Flags, read: (dist: string) => Promise<T>): Promise<T> {
  if (flags.dist) return read(path.resolve(flags.dist));
  const { withBuildLock } = await buildLock();
  return withBuildLock(async () => {
    if (flags.build) await (await builder()).buildUnlocked([app.dir], { devApi: false });
    return read(distOf(app));
  });
}

/** Deploys; returns what a --force went past, for the audit. */
export async function deploy(store: SiteStore, name: string, flags: Flags, print: Print): Promise<string[]> {
  const started = performance.now();
  const app = await appFor(name);
  if (app.kind === 'host' && flags.preview)
    throw new UsageError('the shell has no previews: --preview goes with a remote (mf-catalog, mf-orders, …)');
  if (app.kind === 'host') {
    const build = await freshBuild(app, flags, loadShellBuild);
    const result = await deployShell(store, build, { force: flags.force });
    for (const w of result.warnings) print(`warning (forced): ${w}`);
    print(
      `shell ${result.version} is live (was ${result.live.from ?? 'none'}) · ${result.upload.uploaded} files uploaded · ${seconds(started)}`,
    );
    printDeltas(result, print);
    return result.warnings;
  }
  const build = await freshBuild(app, flags, loadRemoteBuild);
  if (build.info.dir !== app.dir) throw new RefusedError(`that build is of ${build.info.dir}, not ${app.dir}`);
  const preview = flags.preview && {
    name: flags.preview.name,
    by: whoAmI(),
    expires: new Date(Date.now() + flags.preview.expiresInMs).toISOString(),
  };
  const live = flags.live && !preview;
  const result = await deployRemote(store, build, { live, force: flags.force, ...(preview ? { preview } : {}) });
  for (const w of result.warnings) print(`warning (forced): ${w}`);
  const files = `${result.upload.uploaded} files uploaded${result.upload.present ? `, ${result.upload.present} already there` : ''}`;
  if (result.preview) {
    const { name: label, preview: p, replaced } = result.preview;
    const versions = Object.entries(p.versions).map(([r, v]) => `${r}@${v}`);
    print(
      `${result.name} ${result.version} is in preview ${label}${replaced ? ` (was ${replaced})` : ''}, not live · ${files} · ${seconds(started)}`,
    );
    print(`preview ${label}: ${versions.join(', ')} · by ${p.by} · expires ${p.expires}`);
    print(`link: ${previewLink(label)}`);
    printDeltas(result, print);
    return result.warnings;
  }
  if (!result.live) {
    print(`${result.name} ${result.version} uploaded, not live · ${files} · ${seconds(started)}`);
    print(`next: npm run canary -- ${app.dir} <percent>  (or npm run deploy -- ${app.dir} for every renter)`);
    printDeltas(result, print);
    return result.warnings;
  }
  const { from, unchanged, endedCanary } = result.live;
  if (endedCanary) print(`the canary of ${endedCanary} ended`);
  print(
    unchanged
      ? `${result.name} ${result.version} was already live · ${files} · ${seconds(started)}`
      : `${result.name} ${result.version} is live (was ${from ?? 'none'}) · ${files} · ${seconds(started)}`,
  );
  printDeltas(result, print);
  return result.warnings;
}

function describeRollback(name: string, outcome: RollbackOutcome): string {
  if (outcome.kind === 'canaryEnded')
    return `${name}: the canary of ${outcome.canary} ended; ${outcome.live ?? 'nothing'} stays live`;
  return outcome.unchanged
    ? `${name} ${outcome.to} was already live`
    : `${name} ${outcome.to} is live again (was ${outcome.from ?? 'none'})`;
}

export async function rollback(store: SiteStore, name: string, flags: Flags, print: Print): Promise<void> {
  const started = performance.now();
  const app = await appFor(name);
  if (app.kind === 'host') {
    const outcome = await rollbackShell(store, { to: flags.to, force: flags.force });
    print(`shell ${outcome.to} is live again (was ${outcome.from ?? 'none'}) · ${seconds(started)}`);
    printDeltas(await deltasBack(store, 'the shell', shellPrefix, outcome.from, outcome.to), print);
    return;
  }
  const remote = registryName(app.dir);
  const outcome = await rollbackRemote(store, remote, { to: flags.to, force: flags.force });
  print(`${describeRollback(remote, outcome)} · ${seconds(started)}`);
  printDeltas(await deltasAfterRollback(store, remote, app.dir, outcome), print);
}

export async function canary(
  store: SiteStore,
  name: string,
  percent: number,
  flags: Flags,
  print: Print,
): Promise<void> {
  const app = await appFor(name);
  if (app.kind === 'host') {
    throw new RefusedError('the shell is the page itself: it has no canary (deploy and rollback it instead)');
  }
  const remote = registryName(app.dir);
  const outcome = await canaryRemote(store, remote, percent, { force: flags.force });
  print(
    `${remote} ${outcome.version} goes to ${outcome.percent} % of devices; the rest keep ${outcome.live ?? 'nothing'}`,
  );
}

export async function promote(store: SiteStore, name: string, print: Print): Promise<void> {
  const app = await appFor(name);
  const remote = registryName(app.dir);
  const outcome = await promoteRemote(store, remote);
  print(`${remote} ${outcome.to} is live for every device (was ${outcome.from ?? 'none'})`);
}

/** A version from one site to another, checked against its release.json; returns what --force went past. */
export async function promoteAcross(
  from: SiteStore,
  to: SiteStore,
  name: string,
  across: PromoteAcross,
  flags: Flags,
  print: Print,
): Promise<string[]> {
  const started = performance.now();
  const app = await appFor(name);
  const opts = { version: across.version, canary: across.canary, force: flags.force };
  const sites = `from ${from.description} on ${to.description}`;
  const files = (verified: number, upload: { uploaded: number; present: number }) =>
    `${verified} files verified, ${upload.uploaded} uploaded${upload.present ? `, ${upload.present} already there` : ''} · ${seconds(started)}`;
  if (app.kind === 'host') {
    const result = await promoteShellAcross(from, to, opts);
    for (const w of result.warnings) print(`warning (forced): ${w}`);
    const was =
      result.live.from === result.version ? 'was already live' : `is live (was ${result.live.from ?? 'none'})`;
    print(`shell ${result.version} ${sites} ${was} · ${files(result.verified, result.upload)}`);
    return result.warnings;
  }
  const result = await promoteRemoteAcross(from, to, { name: registryName(app.dir), dir: app.dir }, opts);
  for (const w of result.warnings) print(`warning (forced): ${w}`);
  const subject = `${result.name} ${result.version} ${sites}`;
  if (result.canary) {
    const { percent, live } = result.canary;
    print(
      `${subject} goes to ${percent} % of devices; the rest keep ${live ?? 'nothing'} · ${files(result.verified, result.upload)}`,
    );
    return result.warnings;
  }
  const { from: was, unchanged, endedCanary } = result.live ?? { from: null, unchanged: false, endedCanary: null };
  if (endedCanary) print(`the canary of ${endedCanary} ended`);
  const state = unchanged ? 'was already live' : `is live (was ${was ?? 'none'})`;
  print(`${subject} ${state} · ${files(result.verified, result.upload)}`);
  return result.warnings;
}

export async function list(store: SiteStore, flags: Flags, print: Print): Promise<void> {
  const listing = await listSite(store);
  const json = () => JSON.stringify(listingJson(listing, store.description), null, 2);
  print(flags.json ? json() : formatListing(listing, store.description));
}
