// What Node code (the CLI, the dev API, the tests) uses: storage, the release steps, the cache policy.
export * from './store/site-store';
export { LocalStore } from './store/local-store';
export { openStore } from './store/open-store';
export { readRegistry, updateRegistry, REGISTRY_KEY } from './store/registry-store';
export { cacheControlFor, contentTypeFor, IMMUTABLE, NO_CACHE } from './site/cache-policy';
export * from './release/site-paths';
export { RefusedError, GateRefusedError } from './release/errors';
export { ImmutableVersionError, uploadVersion, readRelease, RELEASE_FILE } from './release/upload-version';
export { deployRemote, loadRemoteBuild } from './release/deploy-remote';
export { deployShell, loadShellBuild } from './release/deploy-shell';
export { listSite, listingJson } from './release/list-site';
export { main as cli } from './cli/main';
export type * from './canary/health-contract';
