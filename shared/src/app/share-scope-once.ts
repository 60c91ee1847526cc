import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Handler = Parameters<NonNullable<ModuleFederationRuntimePlugin['init']>>[0]['origin']['sharedHandler'];
type InitOptions = NonNullable<Parameters<Handler['initializeSharing']>[1]>;

const patched = new WeakSet<Handler>();

/**
 * The federation runtime (2.9) registers a container's whole share table again on every shared
 * module it consumes: its once-per-scope guard gets a fresh scope list on each call, so it never
 * holds (module-federation/core#5062). With ~95 shared modules and ~35 consumed on the way to the
 * home page, that was 3,200 registrations on a phone's main thread. Every call without a scope list
 * of its own now shares one per container, so the guard holds and a scope is registered once.
 * The build's own initialisation (`from: 'build'`, with its scope list) is left as it is.
 */
export default function shareScopeOnce(): ModuleFederationRuntimePlugin {
  return {
    name: 'rental-share-scope-once',
    init({ origin }) {
      const handler = origin.sharedHandler;
      if (patched.has(handler)) return;
      patched.add(handler);
      const initScope: NonNullable<InitOptions['initScope']> = [];
      const initializeSharing = handler.initializeSharing.bind(handler);
      handler.initializeSharing = (scope?: string, options?: InitOptions) =>
        initializeSharing(scope, options?.initScope || options?.from === 'build' ? options : { ...options, initScope });
    },
  };
}
