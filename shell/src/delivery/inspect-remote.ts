import { LANGUAGES } from '@rental/shared';
import { chooseVersions } from '../remotes/choose-version';
import { loadRemoteVersion } from '../remotes/load-remote';
import { getRegistry } from '../remotes/registry';

export interface RemoteInspection {
  name: string;
  version: string;
  namespace: string;
  routes: { path: string; title: string; ownNavBar: boolean }[];
  /** Per language, the route titles its strings lack. */
  missingTitles: Record<string, string[]>;
  /** Per route: 'ok', or why its page module is not a page. */
  pages: Record<string, string>;
}

function hasKey(messages: unknown, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0;
}

/**
 * Loads the version this device would run of a remote, through the same loader and gate as any
 * route, and reports its face against the contract: for the contract tests and `check:remote`.
 */
export async function inspectRemote(name: string): Promise<RemoteInspection> {
  const registry = await getRegistry();
  const record = registry.remotes[name];
  if (!record) throw new Error(`${name} is not in the registry`);
  const candidate = chooseVersions(name, record).candidates[0];
  if (!candidate) throw new Error(`${name} has no version to load`);
  const face = await loadRemoteVersion(name, candidate);
  const routes = face.routes.map((r) => ({ path: r.path, title: r.title, ownNavBar: r.ownNavBar === true }));
  const missingTitles: Record<string, string[]> = {};
  for (const lng of LANGUAGES) {
    const messages = await face.loadMessages(lng);
    // An empty title is a page that shows none on purpose (the blank loading page).
    missingTitles[lng] = routes.filter((r) => r.title && !hasKey(messages, r.title)).map((r) => r.path);
  }
  const pages: Record<string, string> = {};
  for (const route of face.routes) {
    pages[route.path] = await route.load().then(
      (mod) => (typeof mod.default === 'function' ? 'ok' : 'its module has no default component'),
      (error: unknown) => `failed to load: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { name: face.name, version: candidate.version, namespace: face.namespace, routes, missingTitles, pages };
}
