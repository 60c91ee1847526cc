import { checkRemote, describeProblems, type Candidate } from '@rental/platform/runtime';
import { fetchManifest } from './manifest-fetch';
import { takeWarmManifest } from './route-assets';
import { IncompatibleRemoteError } from './load-errors';
import { foreignOrigins } from './manifest-origins';
import { SHELL_CONTRACT } from './shell-contract';

/**
 * The run-time half of the compatibility gate: the remote's manifest is read and judged against
 * what this shell provides before any of the remote's code is fetched or run. The remote is then
 * registered by its entry script, so the federation runtime never reads another copy.
 */
export async function fetchCheckedManifest(
  remote: string,
  candidate: Pick<Candidate, 'version' | 'integrity' | 'manifest'>,
  url: string,
): Promise<unknown> {
  const integrity = candidate.integrity?.manifest;
  // The registry carries the live and canary versions' manifests; the first route's may have been
  // fetched before the shell started (a failed early fetch is retried); otherwise it is fetched now.
  const json =
    candidate.manifest ??
    (await (takeWarmManifest(url)?.catch(() => fetchManifest(url, integrity)) ?? fetchManifest(url, integrity)));
  const foreign = foreignOrigins(json, url);
  if (foreign.length) throw new Error(`manifest names files on origins not allowed: ${foreign.join(', ')}`);
  const verdict = checkRemote(json, SHELL_CONTRACT, remote);
  if (!verdict.ok) throw new IncompatibleRemoteError(remote, candidate.version, describeProblems(verdict.problems));
  return json;
}
