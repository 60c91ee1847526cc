import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkRemote, describeProblems } from '@rental/platform/runtime';
import { IncompatibleRemoteError } from './load-errors';

const checked = new Map<string, string>();

/**
 * The run-time half of the compatibility gate: the remote's manifest is read and judged against
 * what this shell provides before any of the remote's code is fetched or run.
 */
export async function fetchCheckedManifest(remote: string, version: string, url: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`manifest answered HTTP ${res.status}`);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('manifest is not JSON');
  }
  const verdict = checkRemote(json, __SHELL_CONTRACT__, remote);
  if (!verdict.ok) throw new IncompatibleRemoteError(remote, version, describeProblems(verdict.problems));
  checked.set(url, text);
}

/** The federation runtime reads the manifest the gate already judged, not a second copy. */
export const gatedManifests: ModuleFederationRuntimePlugin = {
  name: 'rental-gated-manifests',
  fetch(url) {
    const text = checked.get(url);
    if (text === undefined) return undefined;
    return Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
  },
};
