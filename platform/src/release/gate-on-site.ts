import { checkRemote, describeProblems } from '../compat/gate';
import type { ShellContract } from '../compat/shell-contract';
import { typeReasons, type UsedAndProvided } from '../compat/shell-types';
import type { SiteStore } from '../store/site-store';
import { GateRefusedError, RefusedError } from './errors';
import { liveShellContract } from './site-reads';

/** The live shell's contract; a remote can't be judged (or run) on a site without a shell. */
export async function requireShellContract(store: SiteStore, force: boolean): Promise<ShellContract | null> {
  const contract = await liveShellContract(store);
  if (!contract && !force) {
    throw new RefusedError(
      `no shell is deployed on ${store.description}: deploy the shell first (npm run deploy -- shell)`,
    );
  }
  return contract;
}

/**
 * Refuses a remote version the given shell would not run, naming package, range and version, and
 * each export of the shell's types it uses that the shell no longer provides as it was built against.
 */
export function gateRemote(
  subject: string,
  name: string,
  manifest: unknown,
  contract: ShellContract | null,
  force: boolean,
  types?: UsedAndProvided,
): string[] {
  if (!contract) return [];
  const verdict = checkRemote(manifest, contract, name);
  const reasons = [...describeProblems(verdict.problems), ...typeReasons(types)];
  if (reasons.length > 0 && !force)
    throw new GateRefusedError(`${subject} (against shell ${contract.version})`, reasons);
  return reasons;
}
