import { cpSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { S3Client } from '@aws-sdk/client-s3';
import fc from 'fast-check';
import { cacheControlFor, contentTypeFor } from '../site/cache-policy';
import { LocalStore } from '../store/local-store';
import { GENERATIONS_PREFIX, listGenerations } from '../store/registry-generations';
import { readRegistry, REGISTRY_KEY, RegistryInvalidError, restoreRegistry } from '../store/registry-store';
import { s3ClientConfig, S3Store } from '../store/s3-store';
import { SITE_LOCK_KEY } from '../store/site-lock';
import type { SiteStore } from '../store/site-store';
import { asOnS3, asProcess, type CrashPlan } from '../testing/crash-store';
import { tempDir } from '../testing/fake-builds';
import * as model from '../testing/property-model';
import { DAY } from '../testing/pruned-site';
import { BUCKET, KEYS, spawned, startS3rver, stopChild } from '../testing/s3rver';
import { canaryRemote, promoteRemote } from './canary';
import { deployRemote } from './deploy-remote';
import { prune } from './prune';
import { rollbackRemote } from './rollback';

// Issue 36: random sequences of deploy / canary / promote / rollback / prune from the four teams,
// alone and two at once, a crash injected at any store operation of any command (crash-store.ts),
// the registry damaged then restored, on a folder and on S3. After every step: no team's renters
// are served anything else unless that team's command did it (or a restore); every version the
// registry names is whole and recorded as it is; a command did what it answered, or nothing; on a
// damaged registry every writer refuses and writes nothing (property-model.ts has the rules).
const { TEAMS, teamOf, stateOf, sameState, showState, message, said, build, templateSite, templateVersion } = model;
type Team = model.Team;

const given = process.env.PLATFORM_PROPERTY_SEED;
const seed = given ? Number(given) : process.env.CI ? 20261129 : Math.floor(Math.random() * 2 ** 31);
if (!Number.isSafeInteger(seed)) throw new Error(`PLATFORM_PROPERTY_SEED is not a whole number: "${given}"`);

interface Run {
  store: SiteStore;
  pointers: model.PointerCheck;
  /** What each team's renters are served, as the team's own commands (and restores) left it. */
  served: Record<string, model.TeamState>;
  /** Every version a team deployed, whole or not: what `rollback --to` picks from. */
  deployed: Record<string, string[]>;
  damaged: { body: Buffer; sound: Buffer; team: Team | null } | null;
  log: string[];
}

function execute(run: Run, store: SiteStore, c: model.TeamCommand, picked: { version?: string }): Promise<unknown> {
  const { dir, tag } = teamOf(c.team);
  const versions = run.deployed[c.team]!;
  switch (c.kind) {
    case 'deploy': {
      const n = c.again ? versions.length - 1 : versions.length;
      const version = (picked.version = versions[n] ?? `2.${n}.0+${tag}`);
      if (n === versions.length) versions.push(version);
      return build(c.team, version, n).then((b) => deployRemote(store, b, { live: c.live, force: false }));
    }
    case 'canary':
      return canaryRemote(store, c.team, c.percent, { force: false });
    case 'promote':
      return promoteRemote(store, c.team);
    case 'rollback':
      picked.version = c.to === null ? undefined : versions[versions.length - 1 - (c.to % versions.length)];
      return rollbackRemote(store, c.team, { ...(picked.version ? { to: picked.version } : {}), force: false });
    case 'prune': {
      const now = () => new Date(Date.now() + 2 * DAY);
      const { keep, generationsKept } = c;
      return prune(
        store,
        { app: c.team, folder: `h5/remotes/${dir}/` },
        { keep, olderThanMs: null, apply: true, now, generationsKept },
      );
    }
  }
}

async function attempt(run: Run, command: model.TeamCommand, plan: CrashPlan | null): Promise<model.Attempt> {
  const picked: { version?: string } = {};
  const end = await asProcess(run.store, plan, (store) => execute(run, store, command, picked));
  const a: model.Attempt = { ...end, command, plan, ...picked };
  run.log.push(`  ${said(a)} → ${a.failed ? message(a.error) : 'done'}`);
  return a;
}

const registryBody = async (store: SiteStore) => (await store.read(REGISTRY_KEY))?.body ?? Buffer.alloc(0);
const strictDoc = (store: SiteStore) => readRegistry(store).then(({ doc }) => doc);
/** Every key of the site but the lock, with its size: what a refused command leaves as it was. */
const siteKeys = async (store: SiteStore) =>
  [...(await store.listSized('h5/')), ...(await store.listSized('registry/'))].filter((o) => o.key !== SITE_LOCK_KEY);

/** Invariant 4: on a damaged registry every writer refuses, naming the damage, and writes nothing. */
async function onDamaged(run: Run, commands: [model.TeamCommand, CrashPlan | null][]): Promise<string[]> {
  const before = new Set((await siteKeys(run.store)).map((o) => `${o.key} ${o.size}`));
  const attempts = await Promise.all(commands.map(([c, plan]) => attempt(run, c, plan)));
  const bad = attempts.flatMap((a) =>
    !a.failed
      ? [`${said(a)} succeeded on a damaged registry`]
      : !a.crashed && !(a.error instanceof RegistryInvalidError)
        ? [`${said(a)} on a damaged registry: ${message(a.error)}, not a refusal naming the damage`]
        : [],
  );
  const written = (await siteKeys(run.store)).filter((o) => !before.has(`${o.key} ${o.size}`)).map((o) => o.key);
  if (!attempts.some((a) => a.crashed) && written.length)
    bad.push(`refused on a damaged registry, yet wrote ${written.length} files: ${written.join(', ')}`);
  return bad;
}

/** One command, or two teams' at once: invariants 1 and 3 (model.judge), and nobody else's record moved. */
async function teamStep(run: Run, commands: [model.TeamCommand, CrashPlan | null][]): Promise<string[]> {
  if (run.damaged) return onDamaged(run, commands);
  const pre = await strictDoc(run.store);
  const attempts = await Promise.all(commands.map(([c, plan]) => attempt(run, c, plan)));
  const post = await strictDoc(run.store);
  const bad = (await Promise.all(attempts.map((a) => model.judge(a, pre, post, run.store)))).flat();
  const moved = new Set(commands.map(([c]) => c.team));
  for (const { name } of TEAMS)
    if (!moved.has(name) && !isDeepStrictEqual(pre.remotes[name], post.remotes[name]))
      bad.push(`${name}'s record changed though nobody ran a command for it`);
  if (!isDeepStrictEqual(pre.shell, post.shell)) bad.push(`the shell's record changed`);
  for (const { name } of TEAMS) run.served[name] = stateOf(post, name);
  return bad;
}

/** Written straight to the store, as a hand edit or a broken tool would. */
async function damage(run: Run, { how, team }: Extract<model.Step, { kind: 'damage' }>): Promise<void> {
  const sound = run.damaged?.sound ?? (await registryBody(run.store));
  const body = model.damaged(sound, how, team);
  await run.store.write(REGISTRY_KEY, body, { contentType: 'application/json', cacheControl: 'no-cache' });
  const field = how !== 'garbage' && how !== 'truncated';
  run.damaged = { body, sound, team: field ? team : null };
  run.log.push(`  damaged the registry: ${how}${field ? ` of ${team}` : ''}`);
}

/** `registry restore`: a damaged registry gets its last sound state back; a sound one an earlier generation. */
async function restore(run: Run, { pick, crash }: Extract<model.Step, { kind: 'restore' }>): Promise<string[]> {
  const generations = await listGenerations(run.store);
  const bodies = new Map<string, Buffer>();
  for (const g of generations) bodies.set(g.name, (await run.store.read(`${GENERATIONS_PREFIX}${g.name}.json`))!.body);
  const sound = run.damaged && JSON.stringify(model.lenient(run.damaged.sound));
  const target = sound
    ? (generations.find((g) => JSON.stringify(model.lenient(bodies.get(g.name)!)) === sound) ?? generations[0])
    : generations[pick % Math.min(3, generations.length)];
  if (!target) return [];
  const [body, before] = [bodies.get(target.name)!, await registryBody(run.store)];
  const end = await asProcess(run.store, crash, (store) => restoreRegistry(store, target.name));
  const after = await registryBody(run.store);
  const what = `restore ${target.name}${end.crashed ? ` crashed ${JSON.stringify(crash)}` : ''}`;
  run.log.push(`  ${what} → ${end.failed ? message(end.error) : 'done'}`);
  const [landed, bad] = [after.equals(body), [] as string[]];
  if (!end.failed && !landed) bad.push(`${what} succeeded, yet the registry is not that generation`);
  if (end.failed && !end.crashed && !model.isRefusal(end.error)) bad.push(`${what} failed: ${message(end.error)}`);
  if (end.failed && !end.crashed && !after.equals(before)) bad.push(`${what} refused, yet wrote`);
  if (!landed && !after.equals(before)) bad.push(`${what} left a registry neither the one before nor that one`);
  if (!landed) return bad;
  run.damaged = null;
  const doc = await strictDoc(run.store);
  for (const { name } of TEAMS) run.served[name] = stateOf(doc, name);
  return bad;
}

/** Invariants 1, 2 and 4 for the whole site, after any step. */
async function siteProblems(run: Run): Promise<string[]> {
  const body = await registryBody(run.store);
  const bad: string[] = [];
  const doc = run.damaged ? model.lenient(body) : await strictDoc(run.store);
  if (run.damaged && !body.equals(run.damaged.body)) bad.push('the damaged registry was written over');
  // A damaged field stays local to its remote: the shell's reader serves every other team as before.
  const readable = run.damaged === null || run.damaged.team !== null;
  for (const { name } of TEAMS)
    if (readable && name !== run.damaged?.team && !sameState(stateOf(doc, name), run.served[name]!))
      bad.push(
        `${name} is served ${showState(stateOf(doc, name))}; its own commands left ${showState(run.served[name]!)}`,
      );
  return [...bad, ...(await run.pointers.problems(doc))];
}

async function runSteps(store: SiteStore, steps: model.Step[]): Promise<void> {
  const doc = await strictDoc(store);
  const run: Run = {
    store,
    pointers: new model.PointerCheck(store),
    served: Object.fromEntries(TEAMS.map(({ name }) => [name, stateOf(doc, name)])),
    deployed: Object.fromEntries(
      TEAMS.map(({ name }) => [name, [...Array(model.TEMPLATE_VERSIONS).keys()].map((i) => templateVersion(name, i))]),
    ),
    damaged: null,
    log: [],
  };
  for (const [i, step] of steps.entries()) {
    run.log.push(`step ${i + 1}: ${step.kind}`);
    const other = (t: Team) => TEAMS[(TEAMS.findIndex(({ name }) => name === t) + 1) % TEAMS.length]!.name;
    const bad =
      step.kind === 'one'
        ? await teamStep(run, [[step.command, step.crash]])
        : step.kind === 'pair'
          ? await teamStep(run, [
              [step.a, step.crashA],
              [step.b.team === step.a.team ? { ...step.b, team: other(step.a.team) } : step.b, step.crashB],
            ])
          : step.kind === 'damage'
            ? await damage(run, step).then(() => [])
            : await restore(run, step);
    bad.push(...(await siteProblems(run)));
    if (bad.length) throw new Error(`after step ${i + 1}:\n- ${bad.join('\n- ')}\nwhat ran:\n${run.log.join('\n')}`);
  }
}

/**
 * `numRuns` sequences of up to `maxSteps` steps, each on a fresh copy of the site. Past `budgetMs`
 * the runs left (and shrinks) pass without running: a slow machine runs fewer, never times out,
 * and a failure found keeps the counterexample shrunk so far. (fast-check's own time limit races a
 * run without stopping it, which would leave commands running on a store being torn down.)
 */
async function property(open: () => Promise<SiteStore>, numRuns: number, maxSteps: number, budgetMs: number) {
  const deadline = Date.now() + budgetMs;
  // Warnings the commands print (a generation not kept, a dead process's lock taken over) are expected here.
  const quiet = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const sequences = fc.asyncProperty(model.stepsArbitrary(maxSteps), async (steps) => {
      if (Date.now() < deadline) await runSteps(await open(), steps);
    });
    await fc.assert(sequences, { seed, numRuns });
  } finally {
    quiet.mockRestore();
  }
}

async function copySite(from: LocalStore, to: SiteStore): Promise<void> {
  const files = [...(await from.list('h5/')), ...(await from.list('registry/'))];
  const copy = async (key: string) =>
    to.write(key, (await from.read(key))!.body, {
      contentType: contentTypeFor(key),
      cacheControl: cacheControlFor(key),
    });
  for (let i = 0; i < files.length; i += 16) await Promise.all(files.slice(i, i + 16).map(copy));
}

beforeAll(() => {
  console.log(`platform property seed: ${seed} (rerun: PLATFORM_PROPERTY_SEED=${seed} npx jest platform-property)`);
});

describe('deploy, canary, promote, rollback and prune from four teams, crashing, on a damaged registry', () => {
  it('on a folder: nobody changes another team, pointers name whole versions, all or nothing', async () => {
    const site = await templateSite();
    const open = async () => {
      const dir = tempDir('property-site-');
      cpSync(site.root, dir, { recursive: true });
      return new LocalStore(dir);
    };
    await property(open, 25, 12, 45_000);
  }, 90_000);

  describe('on S3 (s3rver, with conditional writes as S3 makes them)', () => {
    let client: S3Client | undefined;
    let sites = 0;
    beforeAll(async () => {
      const server = await startS3rver(tempDir('property-s3-'));
      client = asOnS3(new S3Client(s3ClientConfig({ S3_ENDPOINT: server.endpoint, ...KEYS })));
    }, 30_000);
    afterAll(async () => {
      client?.destroy();
      await Promise.all(spawned.map(stopChild));
    });

    it('nobody changes another team, pointers name whole versions, all or nothing', async () => {
      const site = await templateSite();
      const open = async () => {
        const store = new S3Store({ bucket: BUCKET, prefix: `sites/run-${(sites += 1)}`, client: client! });
        await copySite(site, store);
        return store;
      };
      await property(open, 12, 10, 60_000);
    }, 120_000);
  });
});
