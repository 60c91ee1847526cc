import { loadedRegistry } from '../remotes/registry';
import { deviceId } from './device';
import { diagnostics } from './diagnostics-state';
import type { RemoteInspection } from './inspect-remote';
import { readOverrides } from './overrides';
import { sharedProviders } from './shared-providers';

/**
 * Read-only facts for support staff, testers' tools and the contract tests: what runs, where it
 * came from, what failed. Nothing secret lives here.
 */
export function exposePlatformApi(): void {
  Object.defineProperty(window, '__RENTAL_PLATFORM__', {
    value: Object.freeze({
      shellVersion: __APP_VERSION__,
      snapshot: () => ({
        shellVersion: __APP_VERSION__,
        device: deviceId(),
        overrides: readOverrides(),
        registry: loadedRegistry(),
        remotes: Object.fromEntries(diagnostics.snapshot()),
        shared: sharedProviders(),
      }),
      // Tools and contract tests ask for it; renters never do, so its code is fetched on the first call.
      inspectRemote: (name: string): Promise<RemoteInspection> =>
        import('./inspect-remote').then((m) => m.inspectRemote(name)),
    }),
  });
}
