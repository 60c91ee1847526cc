import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import shareScopeOnce from './share-scope-once';

/** How often the runtime writes each shared module into the share scope, as its own hook reports it. */
function registrations(): { plugin: ModuleFederationRuntimePlugin; count: () => number } {
  let count = 0;
  return {
    plugin: {
      name: 'test-count-registrations',
      afterRegisterShare(args) {
        count += 1;
        return args;
      },
    },
    count: () => count,
  };
}

const lib = (name: string) => ({
  version: '1.0.0',
  lib: () => ({ name }),
  shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
});

function host(name: string, plugins: ModuleFederationRuntimePlugin[]) {
  return createInstance({ name, remotes: [], shared: { a: lib('a'), b: lib('b'), c: lib('c') }, plugins });
}

describe('a container consuming its shared modules', () => {
  it('registers its share table once, however many modules it then consumes', async () => {
    const counted = registrations();
    const instance = host('with_plugin', [shareScopeOnce(), counted.plugin]);
    const before = counted.count();
    for (const key of ['a', 'b', 'c', 'a']) {
      const factory = await instance.loadShare<{ name: string }>(key);
      expect(factory && factory()).toEqual({ name: key });
    }
    expect(counted.count() - before).toBeLessThanOrEqual(3);
  });

  it('without it, the runtime writes the whole table again for each one (the cost it removes)', async () => {
    const counted = registrations();
    const instance = host('without_plugin', [counted.plugin]);
    const before = counted.count();
    for (const key of ['a', 'b', 'c', 'a']) await instance.loadShare(key);
    expect(counted.count() - before).toBe(12);
  });
});
