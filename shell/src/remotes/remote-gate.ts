import { checkRemote, describeProblems } from '@rental/platform/runtime';
import { takeWarmManifest } from './route-assets';
import { IncompatibleRemoteError } from './load-errors';

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`manifest answered HTTP ${res.status}`);
  return res.text();
}

/**
 * The run-time half of the compatibility gate: the remote's manifest is read and judged against
 * what this shell provides before any of the remote's code is fetched or run. The remote is then
 * registered by its entry script, so the federation runtime never reads another copy.
 */
export async function fetchCheckedManifest(remote: string, version: string, url: string): Promise<unknown> {
  // The first route's manifest was fetched before the shell started; a failed early fetch is retried.
  const text = await (takeWarmManifest(url)?.catch(() => fetchText(url)) ?? fetchText(url));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('manifest is not JSON');
  }
  const verdict = checkRemote(json, __SHELL_CONTRACT__, remote);
  if (!verdict.ok) throw new IncompatibleRemoteError(remote, version, describeProblems(verdict.problems));
  return json;
}
