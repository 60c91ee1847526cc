import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteModule } from '@rental/shared';
import account from '../../../mf-account/src/remote-entry';
import accountPaths from '../../../mf-account/src/route-paths.json';
import catalog from '../../../mf-catalog/src/remote-entry';
import catalogPaths from '../../../mf-catalog/src/route-paths.json';
import orders from '../../../mf-orders/src/remote-entry';
import ordersPaths from '../../../mf-orders/src/route-paths.json';
import payments from '../../../mf-payments/src/remote-entry';
import paymentsPaths from '../../../mf-payments/src/route-paths.json';
import { knownOwners } from './known-routes';

/**
 * Each remote names its routes three times: the table it exposes (`routes.ts`, through its remote
 * entry), what its deploy writes into the registry (`route-paths.json`), and the shell's fallback
 * ownership (`known-routes.ts`). A path missing from one of them routes to "not found" in some
 * failure mode only, so they are held together here. Only the tables are read: no page loads.
 */
const remotes: readonly { dir: string; remote: RemoteModule; deployed: readonly string[] }[] = [
  { dir: 'mf-catalog', remote: catalog, deployed: catalogPaths },
  { dir: 'mf-orders', remote: orders, deployed: ordersPaths },
  { dir: 'mf-account', remote: account, deployed: accountPaths },
  { dir: 'mf-payments', remote: payments, deployed: paymentsPaths },
];

const root = path.resolve(__dirname, '../../..');
const sorted = (paths: Iterable<string>) => [...paths].sort();
const duplicates = (paths: readonly string[]) => sorted(new Set(paths.filter((p, i) => paths.indexOf(p) !== i)));
const show = (p: string) => (p === '' ? "'' (home)" : p);

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe.each(remotes)('$dir', ({ dir, remote, deployed }) => {
  const exposed = remote.routes.map((r) => r.path);

  it('is registered under its federation name', () => {
    expect(remote.name).toBe(dir.replace(/-/g, '_'));
  });

  it('lists each path once in routes.ts and in route-paths.json', () => {
    expect({ 'routes.ts': duplicates(exposed), 'route-paths.json': duplicates(deployed) }).toEqual({
      'routes.ts': [],
      'route-paths.json': [],
    });
  });

  it('deploys exactly the paths routes.ts serves', () => {
    expect({
      'only in routes.ts': sorted(exposed.filter((p) => !deployed.includes(p))),
      'only in route-paths.json': sorted(deployed.filter((p) => !exposed.includes(p))),
    }).toEqual({ 'only in routes.ts': [], 'only in route-paths.json': [] });
  });

  it('owns in known-routes.ts exactly the paths it serves', () => {
    const known = [...knownOwners].filter(([, owner]) => owner === remote.name).map(([p]) => p);
    const notKnown = exposed.filter((p) => knownOwners.get(p) !== remote.name);
    expect({
      'served but not given to it in known-routes.ts': notKnown.map((p) =>
        knownOwners.has(p) ? `${show(p)} (known-routes.ts gives it to ${knownOwners.get(p)})` : show(p),
      ),
      'given to it in known-routes.ts but not served': sorted(known.filter((p) => !exposed.includes(p))).map(show),
    }).toEqual({
      'served but not given to it in known-routes.ts': [],
      'given to it in known-routes.ts but not served': [],
    });
  });

  it("titles every route with a key of its English namespace (or '' for a page the spec leaves untitled)", () => {
    const file = path.join(root, dir, 'src/locales/en', `${remote.namespace}.json`);
    const english: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const missing = remote.routes
      .filter((r) => r.title !== '' && typeof lookup(english, r.title) !== 'string')
      .map((r) => `${show(r.path)}: ${r.title}`);
    expect(missing).toEqual([]);
  });
});

describe('route ownership across remotes', () => {
  it('gives no path to two remotes', () => {
    const claims = new Map<string, string[]>();
    for (const { remote, deployed } of remotes) {
      for (const p of new Set([...remote.routes.map((r) => r.path), ...deployed])) {
        claims.set(p, [...(claims.get(p) ?? []), remote.name]);
      }
    }
    const contested = [...claims]
      .filter(([, owners]) => owners.length > 1)
      .map(([p, o]) => `${show(p)}: ${o.join(', ')}`);
    expect(contested).toEqual([]);
  });

  it('names only remotes that exist as owners in known-routes.ts', () => {
    const names = new Set(remotes.map((r) => r.remote.name));
    const strangers = [...knownOwners].filter(([, owner]) => !names.has(owner)).map(([p, o]) => `${show(p)}: ${o}`);
    expect(strangers).toEqual([]);
  });
});
