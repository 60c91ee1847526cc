import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOGIN_PATH, type RemoteModule } from '@rental/shared';
import catalogue from '@rental/shared/route-catalogue.json';
import * as accountLinks from '../../../mf-account/src/lib/app-links';
import account from '../../../mf-account/src/remote-entry';
import * as catalogLinks from '../../../mf-catalog/src/lib/app-links';
import catalog from '../../../mf-catalog/src/remote-entry';
import * as ordersLinks from '../../../mf-orders/src/lib/app-links';
import orders from '../../../mf-orders/src/remote-entry';
import * as paymentsLinks from '../../../mf-payments/src/lib/app-links';
import payments from '../../../mf-payments/src/remote-entry';
import { TABS } from '../routing/tab-routes';
import { knownOwners } from './known-routes';

/**
 * The spec's routes and their owners are written once, in `@rental/shared/route-catalogue.json`.
 * The build writes a remote's share of it into the registry, and `known-routes.ts` reads it; what
 * cannot be derived is held against it here: the table each remote exposes (`routes.ts`, through its
 * remote entry) and the paths its pages link to (`lib/app-links.ts`). Only tables are read: no page loads.
 */
const remotes: readonly { dir: string; remote: RemoteModule; links: Record<string, unknown> }[] = [
  { dir: 'mf-catalog', remote: catalog, links: catalogLinks },
  { dir: 'mf-orders', remote: orders, links: ordersLinks },
  { dir: 'mf-account', remote: account, links: accountLinks },
  { dir: 'mf-payments', remote: payments, links: paymentsLinks },
];

const owners: Record<string, Record<string, string>> = catalogue;
const catalogued = Object.values(owners).flatMap((routes) => Object.keys(routes));
const ownerOf = (p: string) => Object.keys(owners).find((name) => p in (owners[name] ?? {}));

const root = path.resolve(__dirname, '../../..');
const sorted = (paths: Iterable<string>) => [...paths].sort();
const duplicates = (paths: readonly string[]) => sorted(new Set(paths.filter((p, i) => paths.indexOf(p) !== i)));
const show = (p: string) => (p === '' ? "'' (home)" : p);
/** A link as the router takes it (`/pages/x/x?id=1`, `/`) as a catalogue path (`pages/x/x`, ''). */
const routeOf = (link: string) => link.split('?')[0]!.replace(/^\//, '');

/** Every route a module names: its string exports and the strings of its exported tables (PATHS). */
function linksOf(module: Record<string, unknown>): string[] {
  return Object.values(module).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object') return Object.values(value).filter((v) => typeof v === 'string');
    return [];
  });
}

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('the route catalogue', () => {
  it('gives each route once, to one of the four remotes', () => {
    expect(duplicates(catalogued).map(show)).toEqual([]);
    expect(sorted(Object.keys(owners))).toEqual(sorted(remotes.map((r) => r.remote.name)));
  });

  it('is what known-routes.ts knows', () => {
    expect(Object.fromEntries(knownOwners)).toEqual(Object.fromEntries(catalogued.map((p) => [p, ownerOf(p)])));
  });

  it("holds the shell's tabs and the login page", () => {
    const strangers = [...TABS.map((t) => t.path), routeOf(LOGIN_PATH)].filter((p) => !catalogued.includes(p));
    expect(strangers.map(show)).toEqual([]);
  });
});

describe.each(remotes)('$dir', ({ dir, remote, links }) => {
  const exposed = remote.routes.map((r) => r.path);

  it('is registered under its federation name', () => {
    expect(remote.name).toBe(dir.replace(/-/g, '_'));
  });

  it('lists each path once in routes.ts', () => {
    expect(duplicates(exposed).map(show)).toEqual([]);
  });

  it('serves in routes.ts exactly the paths the catalogue gives it', () => {
    const mine = Object.keys(owners[remote.name] ?? {});
    expect({
      'served but not in the catalogue': exposed.filter((p) => !ownerOf(p)).map(show),
      'served but given to another remote': exposed
        .filter((p) => ownerOf(p) && ownerOf(p) !== remote.name)
        .map((p) => `${show(p)} (the catalogue gives it to ${ownerOf(p)})`),
      'given to it but not served': sorted(mine.filter((p) => !exposed.includes(p))).map(show),
    }).toEqual({
      'served but not in the catalogue': [],
      'served but given to another remote': [],
      'given to it but not served': [],
    });
  });

  it('links only to routes of the catalogue (lib/app-links.ts)', () => {
    const unknown = linksOf(links).filter((link) => !catalogued.includes(routeOf(link)));
    expect(unknown).toEqual([]);
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
