import { parseRegistry } from './parse';
import { candidatesFor, urlVersion } from './select';

const doc = parseRegistry({
  schema: 2,
  remotes: {
    mf_orders: {
      dir: 'mf-orders',
      live: '1.2.0+c',
      canary: { version: '1.3.0+d', percent: 30, since: '' },
      history: ['1.2.0+c', '1.1.0+b', '1.0.0+a'].map((version) => ({ version, at: '' })),
      uploads: [{ version: '1.3.0+d', at: '' }],
      versions: Object.fromEntries(
        ['1.0.0+a', '1.1.0+b', '1.2.0+c', '1.3.0+d'].map((v) => [
          v,
          { entry: `remotes/mf-orders/${v}/mf-manifest.json`, routes: [v] },
        ]),
      ),
    },
  },
});
const orders = doc.remotes.mf_orders!;
const versions = (list: { version: string }[]) => list.map((c) => c.version);

describe('which versions a device tries', () => {
  it('a device outside the canary runs live, then every earlier live version as fallbacks', () => {
    const list = candidatesFor(orders, { bucket: () => 30 });
    expect(versions(list)).toEqual(['1.2.0+c', '1.1.0+b', '1.0.0+a']);
    expect(list.map((c) => c.reason)).toEqual(['live', 'fallback', 'fallback']);
  });

  it('a device inside the canary runs it first, with live as its first fallback', () => {
    const list = candidatesFor(orders, { bucket: () => 29 });
    expect(versions(list)).toEqual(['1.3.0+d', '1.2.0+c', '1.1.0+b', '1.0.0+a']);
    expect(list[0]).toMatchObject({ reason: 'canary', routes: ['1.3.0+d'] });
  });

  it("a tester's pin comes first; a pinned version the registry forgot is found in its folder", () => {
    const pinned = candidatesFor(orders, { bucket: () => 99, override: { version: '0.9.0+z' } });
    expect(pinned[0]).toEqual({
      version: '0.9.0+z',
      entry: 'remotes/mf-orders/0.9.0%2Bz/mf-manifest.json',
      routes: ['1.2.0+c'],
      reason: 'override',
    });
    const url = candidatesFor(orders, { bucket: () => 99, override: { url: 'https://cdn.test/o/mf-manifest.json' } });
    expect(url[0]).toMatchObject({ version: urlVersion('https://cdn.test/o/mf-manifest.json'), reason: 'override' });
  });

  it('carries what deploy recorded of each version’s integrity, and drops a malformed record of it', () => {
    const sri = `sha384-${'A'.repeat(64)}`;
    const withHashes = parseRegistry({
      schema: 2,
      remotes: {
        mf_orders: {
          live: '1.1.0+b',
          history: [{ version: '1.1.0+b' }, { version: '1.0.0+a' }],
          versions: {
            '1.1.0+b': { entry: 'b/mf-manifest.json', routes: [], integrity: { manifest: sri, entry: sri } },
            '1.0.0+a': { entry: 'a/mf-manifest.json', routes: [], integrity: { manifest: 'md5-x', entry: sri } },
          },
        },
      },
    }).remotes.mf_orders!;
    const list = candidatesFor(withHashes, { bucket: () => 99 });
    expect(list[0]?.integrity).toEqual({ manifest: sri, entry: sri });
    expect(list[1]).not.toHaveProperty('integrity');
  });

  it('hands on the manifest the registry carries for the canary and live versions, none for fallbacks', () => {
    const manifest = (v: string) => ({ id: 'mf_orders', metaData: { buildInfo: { buildVersion: v } } });
    const carried = parseRegistry({
      schema: 2,
      remotes: {
        mf_orders: {
          live: '1.1.0+b',
          canary: { version: '1.2.0+c', percent: 50, since: '' },
          history: [{ version: '1.1.0+b' }, { version: '1.0.0+a' }],
          uploads: [{ version: '1.2.0+c' }],
          versions: {
            '1.2.0+c': { entry: 'c/mf-manifest.json', routes: [], manifest: manifest('c') },
            '1.1.0+b': { entry: 'b/mf-manifest.json', routes: [], manifest: manifest('b') },
            '1.0.0+a': { entry: 'a/mf-manifest.json', routes: [] },
          },
        },
      },
    }).remotes.mf_orders!;
    const list = candidatesFor(carried, { bucket: () => 0 });
    expect(list.map((c) => [c.reason, c.manifest])).toEqual([
      ['canary', manifest('c')],
      ['live', manifest('b')],
      ['fallback', undefined],
    ]);
    expect(list[2]).not.toHaveProperty('manifest');
    const pinned = candidatesFor(carried, {
      bucket: () => 99,
      override: { url: 'https://cdn.test/o/mf-manifest.json' },
    });
    expect(pinned[0]).not.toHaveProperty('manifest');
  });

  it('leaves out versions that failed on this device this session', () => {
    const list = candidatesFor(orders, { bucket: () => 0, bad: new Set(['1.3.0+d', '1.2.0+c']) });
    expect(versions(list)).toEqual(['1.1.0+b', '1.0.0+a']);
  });
});

describe('reading the registry', () => {
  it('reads the first format, one live version per remote', () => {
    const legacy = parseRegistry({
      remotes: [
        {
          name: 'mf_catalog',
          dir: 'mf-catalog',
          version: '1.0.0',
          entry: 'remotes/mf-catalog/1.0.0/mf-manifest.json',
          routes: [''],
        },
      ],
    });
    expect(legacy.remotes.mf_catalog).toMatchObject({ live: '1.0.0', history: [{ version: '1.0.0' }] });
    expect(candidatesFor(legacy.remotes.mf_catalog!, { bucket: () => 0 })[0]?.entry).toBe(
      'remotes/mf-catalog/1.0.0/mf-manifest.json',
    );
  });

  it('keeps a version’s manifest that is an object and drops one that is not', () => {
    const manifest = { id: 'mf_orders', exposes: [{ name: 'routes', path: './routes' }] };
    const parsed = parseRegistry({
      remotes: {
        mf_orders: {
          live: 'v1',
          history: [{ version: 'v1' }],
          versions: Object.fromEntries(
            [manifest, 'mf-manifest.json', ['x'], null, 7].map((m, i) => [`v${i + 1}`, { entry: 'e', manifest: m }]),
          ),
        },
      },
    }).remotes.mf_orders!;
    expect(parsed.versions.v1?.manifest).toEqual(manifest);
    for (const v of ['v2', 'v3', 'v4', 'v5']) {
      expect(parsed.versions[v]).toBeDefined();
      expect(parsed.versions[v]).not.toHaveProperty('manifest');
    }
  });

  it('drops a malformed remote or canary without losing the others', () => {
    const parsed = parseRegistry({
      remotes: {
        broken: 'x',
        mf_orders: {
          dir: 'mf-orders',
          live: 'v1',
          canary: { version: 'v9', percent: 50 },
          history: [],
          versions: { v1: { entry: 'e' } },
        },
      },
    });
    expect(Object.keys(parsed.remotes)).toEqual(['mf_orders']);
    expect(parsed.remotes.mf_orders?.canary).toBeNull();
    expect(parseRegistry('<html>').remotes).toEqual({});
  });
});
