import { checkRemote, describeProblems } from '@rental/platform/runtime';
import { takeWarmManifest } from './route-assets';
import { IncompatibleRemoteError } from './load-errors';
import { foreignOrigins } from './manifest-origins';

async function fetchText(url: string, integrity: string | undefined): Promise<string> {
  // With the hash deploy recorded, the browser refuses bytes that differ (a failed fetch).
  const res = await fetch(url, integrity ? { integrity } : {});
  if (!res.ok) throw new Error(`manifest answered HTTP ${res.status}`);
  return res.text();
}

/**
 * The run-time half of the compatibility gate: the remote's manifest is read and judged against
 * what this shell provides before any of the remote's code is fetched or run. The remote is then
 * registered by its entry script, so the federation runtime never reads another copy.
 */
export async function fetchCheckedManifest(
  remote: string,
  version: string,
  url: string,
  integrity?: string,
): Promise<unknown> {
  // The first route's manifest was fetched before the shell started; a failed early fetch is retried.
  const text = await (takeWarmManifest(url)?.catch(() => fetchText(url, integrity)) ?? fetchText(url, integrity));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('manifest is not JSON');
  }
  const foreign = foreignOrigins(json, url);
  if (foreign.length) throw new Error(`manifest names files on origins not allowed: ${foreign.join(', ')}`);
  const verdict = checkRemote(json, __SHELL_CONTRACT__, remote);
  if (!verdict.ok) throw new IncompatibleRemoteError(remote, version, describeProblems(verdict.problems));
  return json;
}
