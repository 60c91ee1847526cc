import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { rememberProviders } from '../delivery/shared-providers';
import { entryScript } from '../remotes/entry-script';
import { SHELL_CONTRACT } from '../remotes/shell-contract';
import { provides } from './provides';

type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** Every module of the contract, at the version the build recorded, fetched when first asked for. */
function lent(): Shared {
  const shared: Shared = {};
  for (const [name, version] of Object.entries(SHELL_CONTRACT.shared)) {
    const load = provides[name];
    if (!load) continue;
    shared[name] = {
      version,
      scope: 'default',
      get: () => load().then((exports) => () => exports),
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    };
  }
  return shared;
}

/**
 * The federation runtime, in a file the shell asks for once its boot files are in (or when a remote
 * is first needed): the shell's first render does without it (its own modules are bundled, as in a
 * monolith), so the tab bar never waits for it.
 * Production remotes are built to take the runtime from the page (`externalRuntime`): the shell
 * lends this one, under the global name their builds read.
 */
function start(): ModuleFederation {
  Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
  const instance = createInstance({
    name: SHELL_CONTRACT.name,
    remotes: [],
    // Registering a remote never downloads another to compare versions.
    shareStrategy: 'loaded-first',
    shared: lent(),
    plugins: [entryScript],
  });
  rememberProviders();
  return instance;
}

export const federation: ModuleFederation = start();

/**
 * A remote, by its entry script. Replacing another version of it (a fallback, a retry), the runtime
 * also drops from the page's share scope every module only that version had taken (its
 * `removeRemote`); the shell lends them again at once, or the next version would find no React.
 */
export function registerRemote(name: string, entry: string, replacing: boolean): void {
  federation.registerRemotes([{ name, entry }], { force: replacing });
  if (replacing) federation.initializeSharing('default');
}
