import { checkRemote, describeProblems } from '../compat/gate';
import { parseShellContract, type ShellContract } from '../compat/shell-contract';
import { loadRemoteBuild } from '../release/deploy-remote';
import { RefusedError } from '../release/errors';
import { liveShellContract } from '../release/site-reads';
import { openStore } from '../store/open-store';
import { freshBuild, type Flags } from './commands';
import { findApp } from './workspace';

/** A site folder, `s3://…`, or the URL of a deployed app (`https://host/h5/`). */
export async function contractOf(against: string): Promise<ShellContract> {
  if (/^https?:\/\//i.test(against)) {
    const url = new URL('shell-manifest.json', against.endsWith('/') ? against : `${against}/`);
    const res = await fetch(url);
    const contract = res.ok ? parseShellContract(await res.json().catch(() => null)) : null;
    if (!contract) throw new RefusedError(`${url.href} is not a shell contract (HTTP ${res.status})`);
    return contract;
  }
  const contract = await liveShellContract(openStore(against));
  if (!contract) throw new RefusedError(`no shell is deployed on ${against}`);
  return contract;
}

/**
 * For a remote team's CI: would this build run in the shell deployed there? The same gate as
 * deploy and the shell, without uploading anything.
 */
export async function checkRemoteCommand(name: string, against: string, flags: Flags, print: (l: string) => void) {
  const app = findApp(name);
  if (app.kind !== 'remote')
    throw new RefusedError('check:remote checks a remote; the shell is what it checks against');
  const build = await freshBuild(app, flags, loadRemoteBuild);
  const contract = await contractOf(against);
  const verdict = checkRemote(build.manifest, contract, build.info.name);
  const subject = `${build.info.name} ${build.info.version} against shell ${contract.version} (${against})`;
  if (!verdict.ok) throw new RefusedError(`${subject}:\n  - ${describeProblems(verdict.problems).join('\n  - ')}`);
  print(`${subject}: compatible`);
}
