import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { RegistryRuleError } from '../registry/changes';
import { parseRegistry } from '../registry/parse';
import { manifestEntry, type RegistryDoc, type RemoteRecord } from '../registry/schema';
import { canaryRemote } from '../release/canary';
import { deployRemote, loadRemoteBuild, type RemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { RefusedError } from '../release/errors';
import { integrityOf } from '../release/local-files';
import { namedVersions } from '../release/named-versions';
import type { PruneResult } from '../release/prune';
import { readMark } from '../release/prune-marks';
import { rollbackRemote } from '../release/rollback';
import { readRelease, RELEASE_FILE, type ReleaseRecord } from '../release/upload-version';
import { LocalStore } from '../store/local-store';
import { SITE_LOCK_KEY } from '../store/site-lock';
import type { SiteStore } from '../store/site-store';
import type { CrashPlan, ProcessEnd } from './crash-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from './fake-builds';
import { DISTINCT_REQUIRES } from './served-manifests';

// The model of the platform property (release/platform-property.test.ts): the site it starts from,
// the steps it draws, what each team's renters are served, what a command does by the rules
// docs/delivery.md states, and the checks of every version the registry names.

/** The four teams, each with a route it owns (shared/src/navigation/route-catalogue.json). */
export const TEAMS = [
  { name: 'mf_orders', dir: 'mf-orders', tag: 'o', routes: ['pages/myOrder/myOrder'] },
  { name: 'mf_account', dir: 'mf-account', tag: 'a', routes: ['pages/user/user'] },
  { name: 'mf_catalog', dir: 'mf-catalog', tag: 'c', routes: ['pages/home/home'] },
  { name: 'mf_payments', dir: 'mf-payments', tag: 'p', routes: ['pages/bankCard/BindCard'] },
] as const;
export type Team = (typeof TEAMS)[number]['name'];
export const teamOf = (name: Team) => TEAMS.find((t) => t.name === name)!;

export type TeamCommand =
  /** `again`: the team's last deploy run again, as after a crash (the version may be half up, or pruned). */
  | { kind: 'deploy'; team: Team; live: boolean; again: boolean }
  | { kind: 'canary'; team: Team; percent: number }
  | { kind: 'promote'; team: Team }
  /** `to`: the team's versions counted from its newest deploy (some pruned, some half uploaded). */
  | { kind: 'rollback'; team: Team; to: number | null }
  | { kind: 'prune'; team: Team; keep: number; generationsKept: number };
export type DamageKind = 'garbage' | 'truncated' | 'live' | 'versions' | 'canary' | 'unknownField';
export type Step =
  | { kind: 'one'; command: TeamCommand; crash: CrashPlan | null }
  | { kind: 'pair'; a: TeamCommand; crashA: CrashPlan | null; b: TeamCommand; crashB: CrashPlan | null }
  | { kind: 'damage'; how: DamageKind; team: Team }
  /** `pick`: a generation (0 = newest) for a sound registry; a damaged one gets its last sound state. */
  | { kind: 'restore'; pick: number; crash: CrashPlan | null };

const kind = <K extends string>(k: K) => fc.constant(k);
const team = fc.constantFrom(...TEAMS.map((t) => t.name));
const crash = fc.option(fc.record({ at: fc.nat(36), after: fc.boolean(), die: fc.boolean() }), { freq: 2 });
const command: fc.Arbitrary<TeamCommand> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: kind('deploy'), team, live: fc.boolean(), again: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('canary'), team, percent: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('promote'), team }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('rollback'), team, to: fc.option(fc.nat(20)) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('prune'), team, keep: fc.nat(1), generationsKept: fc.constantFrom(1, 3) }),
  },
);
const damage = fc.constantFrom<DamageKind>('garbage', 'truncated', 'live', 'versions', 'canary', 'unknownField');
export const stepsArbitrary = (maxSteps: number): fc.Arbitrary<Step[]> =>
  fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: kind('one'), command, crash }) },
      { weight: 3, arbitrary: fc.record({ kind: kind('pair'), a: command, crashA: crash, b: command, crashB: crash }) },
      { weight: 1, arbitrary: fc.record({ kind: kind('damage'), how: damage, team }) },
      { weight: 2, arbitrary: fc.record({ kind: kind('restore'), pick: fc.nat(2), crash }) },
    ),
    { minLength: 1, maxLength: maxSteps },
  );

const builds = new Map<string, Promise<RemoteBuild>>();
export function build(name: Team, version: string, n: number): Promise<RemoteBuild> {
  const { dir, routes } = teamOf(name);
  const requires = DISTINCT_REQUIRES[n % DISTINCT_REQUIRES.length]!;
  if (!builds.has(version))
    builds.set(version, loadRemoteBuild(fakeRemoteBuild({ dir, version, routes: [...routes], requires })));
  return builds.get(version)!;
}

/**
 * The site every run starts from, a copy each: the shell, and for each team 1.0–1.2 live in turn,
 * rolled back to 1.1, 1.3–1.7 uploaded (so 1.2 is named only by older generations: a prune's to
 * take); mf_catalog's 1.7 in a canary.
 */
export const TEMPLATE_VERSIONS = 8;
export const templateVersion = (name: Team, i: number) => `1.${i}.0+${teamOf(name).tag}`;
let template: Promise<LocalStore> | null = null;
export function templateSite(): Promise<LocalStore> {
  template ??= (async () => {
    const store = new LocalStore(tempDir('property-template-'));
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
    for (const { name } of TEAMS) {
      for (let i = 0; i < TEMPLATE_VERSIONS; i++) {
        if (i === 3) await rollbackRemote(store, name, { force: false });
        await deployRemote(store, await build(name, templateVersion(name, i), i), { live: i < 3, force: false });
      }
      if (name === 'mf_catalog') await canaryRemote(store, name, 10, { force: false });
    }
    return store;
  })();
  return template;
}

/** A registry as a hand edit or a broken tool leaves it: not JSON, cut short, or one remote's field wrong. */
export function damaged(sound: Buffer, how: DamageKind, team: Team): Buffer {
  if (how === 'garbage') return Buffer.from('<html><body>502 Bad Gateway</body></html>\n');
  if (how === 'truncated') return sound.subarray(0, Math.floor(sound.length / 2));
  const json = JSON.parse(sound.toString('utf8')) as { remotes: Record<string, Record<string, unknown>> };
  const field = { live: 42, versions: 'oops', canary: { version: 'nope', percent: 'ten' }, unknownField: 'team-a' };
  json.remotes[team]![how === 'unknownField' ? 'owner' : how] = field[how];
  return Buffer.from(JSON.stringify(json, null, 2));
}

/** What renters of a team are served: its live version and its canary. */
export interface TeamState {
  live: string | null;
  canary: { version: string; percent: number } | null;
}
const served = (r: RemoteRecord | undefined): TeamState => ({
  live: r?.live ?? null,
  canary: r?.canary ? { version: r.canary.version, percent: r.canary.percent } : null,
});
export const stateOf = (doc: RegistryDoc, name: string): TeamState => served(doc.remotes[name]);
export const sameState = (a: TeamState, b: TeamState) => isDeepStrictEqual(a, b);
export const showState = (s: TeamState) =>
  `live ${s.live ?? 'none'}${s.canary ? `, canary ${s.canary.version} ${s.canary.percent} %` : ''}`;

/** A registry as the shell reads it: what it cannot read is dropped, the rest served. */
export function lenient(body: Buffer): RegistryDoc {
  try {
    return parseRegistry(JSON.parse(body.toString('utf8')));
  } catch {
    return parseRegistry(null);
  }
}

/** A refusal: an answer the CLI prints with exit code 1 or 2, having written nothing. */
export const isRefusal = (error: unknown) => error instanceof RefusedError || error instanceof RegistryRuleError;
export const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * What a team's command does to what its renters are served, from its record before: the state
 * after, or why it is refused. `mayRefuse`: the site decides (a version a prune is removing).
 */
type Expectation = { state: TeamState; mayRefuse: boolean } | { refused: string };
function expectation(c: TeamCommand, before: RemoteRecord | undefined, version?: string): Expectation {
  const was = served(before);
  const now = (state: Partial<TeamState>, mayRefuse = false) => ({ state: { ...was, ...state }, mayRefuse });
  if (c.kind === 'deploy') return now(c.live ? { live: version!, canary: null } : {}, c.again);
  if (c.kind === 'prune') return now({});
  if (!before) return { refused: 'never deployed' };
  if (c.kind === 'canary') {
    const newest = before.uploads[0]?.version;
    if (!newest || newest === before.live) return { refused: 'no upload newer than live' };
    return now({ canary: { version: newest, percent: c.percent } });
  }
  if (c.kind === 'promote')
    return before.canary ? now({ live: before.canary.version, canary: null }) : { refused: 'no canary' };
  if (version !== undefined) return now({ live: version, canary: null }, true);
  if (before.canary) return now({ canary: null });
  const target = before.history.find((d) => d.version !== before.live)?.version;
  return target ? now({ live: target }) : { refused: 'no earlier version' };
}

/** A team's command run as its process would; `version`: the one a deploy uploads, or a rollback --to names. */
export interface Attempt extends ProcessEnd<unknown> {
  command: TeamCommand;
  plan: CrashPlan | null;
  version?: string;
}
export const said = (a: Attempt) =>
  `${JSON.stringify(a.command)}${a.version ? ` (${a.version})` : ''}${a.crashed ? ` crashed ${JSON.stringify(a.plan)}` : ''}`;

/** What a command that succeeded answered is what the registry (and the site) hold now. */
async function answered(a: Attempt, now: TeamState, site: SiteStore): Promise<boolean> {
  const r = a.result as {
    live?: { to?: string } | null;
    kind?: string;
    to?: string;
    version?: string;
    percent?: number;
  };
  if (a.command.kind === 'deploy') return a.command.live ? r.live?.to === a.version : r.live === null;
  if (a.command.kind === 'canary') return r.version === now.canary?.version && r.percent === a.command.percent;
  if (a.command.kind === 'promote') return r.to === now.live;
  if (a.command.kind === 'rollback') return r.kind === 'canaryEnded' ? now.canary === null : r.to === now.live;
  const removed = (a.result as PruneResult).verdicts.filter((v) => v.remove);
  return (await Promise.all(removed.map((v) => site.list(`${v.prefix}/`)))).every((keys) => keys.length === 0);
}

/**
 * Invariants 1 and 3 for one command on a sound registry: one that succeeded did what it answered,
 * by the rules; one that threw left its team's record as it was, or (a crash after its one swap
 * landed) as a success would have. A refusal with no crash must be one the rules foresee.
 */
export async function judge(a: Attempt, pre: RegistryDoc, post: RegistryDoc, site: SiteStore): Promise<string[]> {
  const name = a.command.team;
  const [before, after] = [pre.remotes[name], post.remotes[name]];
  const expected = expectation(a.command, before, a.version);
  const now = stateOf(post, name);
  const what = said(a);
  const done = !('refused' in expected) && sameState(now, expected.state);
  const uploaded = a.command.kind !== 'deploy' || after?.uploads[0]?.version === a.version;
  const untouched = isDeepStrictEqual(before, after);
  const bad = a.command.kind === 'prune' && !untouched ? [`${what} changed ${name}'s record`] : [];
  if (!a.failed) {
    if (a.leftLock) bad.push(`${what} succeeded and left ${SITE_LOCK_KEY} behind`);
    if ('refused' in expected) return [...bad, `${what} succeeded; it should be refused (${expected.refused})`];
    if (!done || !uploaded) bad.push(`${what} succeeded, yet ${name} has ${showState(now)}`);
    if (!(await answered(a, now, site))) bad.push(`${what} answered ${JSON.stringify(a.result)}; not so on the site`);
    return bad;
  }
  if (!a.crashed && !isRefusal(a.error)) bad.push(`${what} failed with no crash: ${(a.error as Error).stack}`);
  // Refused where the site decides: only for a version a prune marked, or one not on the site.
  const prefix = `h5/remotes/${teamOf(name).dir}/${a.version}`;
  const foreseen = async () => (await readMark(site, prefix)) !== null || !(await readRelease(site, prefix));
  if (untouched && !a.crashed && !('refused' in expected) && !(expected.mayRefuse && (await foreseen())))
    bad.push(`${what} was refused (${message(a.error)}); it should leave ${showState(expected.state)}`);
  if (!untouched && !a.crashed) bad.push(`${what} threw ${message(a.error)} yet changed ${name}'s record`);
  if (!untouched && a.crashed && !(done && uploaded))
    bad.push(`${what} crashed, leaving ${name} ${showState(now)}: neither as it was nor as it does`);
  return bad;
}

/**
 * Invariant 2: every version a registry names is on the site whole (its release.json and every
 * file that lists) and its record (entry, integrity, manifest) is what the site holds; and no
 * folder holds a release.json without its files (uploads write it last, prunes remove it first).
 * Versions never change, so what was read of one is kept while its files are listed.
 */
export class PointerCheck {
  private readonly releases = new Map<string, ReleaseRecord | null>();
  private readonly bytes = new Map<string, Buffer | null>();

  constructor(private readonly store: SiteStore) {}

  private async read(key: string): Promise<Buffer | null> {
    if (!this.bytes.has(key)) this.bytes.set(key, (await this.store.read(key))?.body ?? null);
    return this.bytes.get(key)!;
  }

  private async release(prefix: string): Promise<ReleaseRecord | null> {
    if (!this.releases.get(prefix)) this.releases.set(prefix, await readRelease(this.store, prefix));
    return this.releases.get(prefix)!;
  }

  async problems(doc: RegistryDoc): Promise<string[]> {
    const present = new Set(await this.store.list('h5/'));
    for (const key of this.bytes.keys()) if (!present.has(key)) this.bytes.delete(key);
    for (const prefix of this.releases.keys())
      if (!present.has(`${prefix}/${RELEASE_FILE}`)) this.releases.delete(prefix);
    const problems: string[] = [];
    const missing = async (prefix: string) =>
      Object.keys((await this.release(prefix))?.files ?? {}).filter((rel) => !present.has(`${prefix}/${rel}`));
    for (const key of present) {
      const prefix = key.slice(0, -`/${RELEASE_FILE}`.length);
      if (!key.endsWith(`/${RELEASE_FILE}`) || !/^h5\/(remotes\/[^/]+|shell)\/[^/]+$/.test(prefix)) continue;
      const gone = await missing(prefix);
      if (gone.length) problems.push(`${prefix} has its ${RELEASE_FILE} but not ${gone.join(', ')}`);
    }
    for (const v of namedVersions(doc).values()) {
      const named = `${v.app} ${v.version} (${v.as.join(', ')})`;
      if (!present.has(`${v.prefix}/${RELEASE_FILE}`) || !(await this.release(v.prefix))) {
        problems.push(`${named}: no readable ${RELEASE_FILE} on the site`);
        continue;
      }
      const record = v.app === 'shell' ? undefined : doc.remotes[v.app]?.versions[v.version];
      if (!record || (await missing(v.prefix)).length) continue;
      const [manifest, entry] = [
        await this.read(`${v.prefix}/mf-manifest.json`),
        await this.read(`${v.prefix}/remoteEntry.js`),
      ];
      const site = { manifest: manifest && integrityOf(manifest), entry: entry && integrityOf(entry) };
      const files = (await this.release(v.prefix))!.files;
      if (record.entry !== manifestEntry(doc.remotes[v.app]!.dir, v.version))
        problems.push(`${named}: ${record.entry}`);
      const released = { manifest: files['mf-manifest.json'], entry: files['remoteEntry.js'] };
      if (!isDeepStrictEqual(record.integrity, site) || !isDeepStrictEqual(released, site))
        problems.push(`${named}: integrity ${JSON.stringify(record.integrity)}, the site's ${JSON.stringify(site)}`);
      if (record.manifest && !isDeepStrictEqual(record.manifest, JSON.parse(manifest!.toString('utf8'))))
        problems.push(`${named}: the manifest in its record is not its mf-manifest.json`);
    }
    return problems;
  }
}
