import { checkRemote, describeProblems } from '../compat/gate';
import { parseShellContract, type ShellContract } from '../compat/shell-contract';
import { parseTypedExports, SHELL_TYPES_FILE, typeReasons, type TypedExports } from '../compat/shell-types';
import { readUsedTypes } from '../release/build-output';
import { loadRemoteBuild } from '../release/deploy-remote';
import { RefusedError } from '../release/errors';
import { liveShellContract, shellTypesOn } from '../release/site-reads';
import { openStore } from '../store/open-store';
import { freshBuild, type Flags } from './commands';
import { findApp } from './workspace';

const isUrl = (against: string) => /^https?:\/\//i.test(against);
const baseUrl = (against: string) => (against.endsWith('/') ? against : `${against}/`);

/** A site folder, `s3://…`, or the URL of a deployed app (`https://host/h5/`). */
export async function contractOf(against: string): Promise<ShellContract> {
  if (isUrl(against)) {
    const url = new URL('shell-manifest.json', baseUrl(against));
    const res = await fetch(url);
    const contract = res.ok ? parseShellContract(await res.json().catch(() => null)) : null;
    if (!contract) throw new RefusedError(`${url.href} is not a shell contract (HTTP ${res.status})`);
    return contract;
  }
  const contract = await liveShellContract(openStore(against));
  if (!contract) throw new RefusedError(`no shell is deployed on ${against}`);
  return contract;
}

/** The types that shell version published beside its build; null when it published none. */
export async function typesOf(against: string, shellVersion: string): Promise<TypedExports | null> {
  if (!isUrl(against)) return shellTypesOn(openStore(against), shellVersion);
  const url = new URL(`shell/${encodeURIComponent(shellVersion)}/${SHELL_TYPES_FILE}`, baseUrl(against));
  const res = await fetch(url);
  if (res.status === 404) return null;
  const types = res.ok ? parseTypedExports(await res.json().catch(() => null)) : null;
  if (!types) throw new RefusedError(`${url.href} is not the shell's types (HTTP ${res.status})`);
  return types;
}

/**
 * For a remote team's CI: would this build run in the shell deployed there? The same gate as
 * deploy and the shell, without uploading anything, and the types: every export of the shell's
 * shared library the build uses must still be there with a type compatible with the one it was
 * compiled against.
 */
export async function checkRemoteCommand(name: string, against: string, flags: Flags, print: (l: string) => void) {
  const app = findApp(name);
  if (app.kind !== 'remote')
    throw new RefusedError('check:remote checks a remote; the shell is what it checks against');
  const build = await freshBuild(app, flags, async (dist) => ({
    ...(await loadRemoteBuild(dist)),
    used: await readUsedTypes(dist),
  }));
  const contract = await contractOf(against);
  const provided = await typesOf(against, contract.version);
  const verdict = checkRemote(build.manifest, contract, build.info.name);
  const problems = [...describeProblems(verdict.problems), ...typeReasons({ used: build.used, provided })];
  const subject = `${build.info.name} ${build.info.version} against shell ${contract.version} (${against})`;
  if (problems.length > 0) throw new RefusedError(`${subject}:\n  - ${problems.join('\n  - ')}`);
  print(`${subject}: compatible`);
  if (!build.used) print('types not checked: the build records none (built before uses-shell-types.json)');
  else if (!provided)
    print(`types not checked: shell ${contract.version} publishes none (deployed before ${SHELL_TYPES_FILE})`);
  else print(`types: the ${usedCount(build.used)} shared exports it uses are compatible`);
}

const usedCount = (used: TypedExports) =>
  Object.values(used.shared).reduce((n, surface) => n + Object.keys(surface.exports).length, 0);
