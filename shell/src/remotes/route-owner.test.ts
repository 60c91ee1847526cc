import type { Registry } from '@rental/shared';
import { parseRegistry } from './registry';
import { findOwner, normalizePath } from './route-owner';

const base = 'http://app.test/h5/remotes.json';
const registry: Registry = parseRegistry(
  {
    remotes: [
      {
        name: 'mf_catalog',
        version: '1.2.0',
        entry: 'remotes/mf-catalog/1.2.0/mf-manifest.json',
        routes: ['', 'pages/home/home'],
      },
      {
        name: 'mf_account',
        version: '1.0.0',
        entry: 'https://cdn.test/account/mf-manifest.json',
        routes: ['pages/user/user', 'pages/newThing/newThing'],
      },
      { name: 'broken' },
    ],
  },
  base,
);

describe('registry', () => {
  it('resolves entries against the registry file and drops malformed ones', () => {
    expect(registry.remotes.map((r) => r.name)).toEqual(['mf_catalog', 'mf_account']);
    expect(registry.remotes[0]?.entry).toBe('http://app.test/h5/remotes/mf-catalog/1.2.0/mf-manifest.json');
    expect(registry.remotes[1]?.entry).toBe('https://cdn.test/account/mf-manifest.json');
  });

  it('treats anything but a remotes list as empty', () => {
    expect(parseRegistry('<html>', base)).toEqual({ remotes: [] });
    expect(parseRegistry(null, base)).toEqual({ remotes: [] });
  });
});

describe('route ownership', () => {
  it('normalizes slashes; home is the empty path', () => {
    expect(normalizePath('/')).toBe('');
    expect(normalizePath('/pages/user/user/')).toBe('pages/user/user');
  });

  it('follows the registry, so a remote adds a page by deploying itself', () => {
    expect(findOwner(registry, '/pages/newThing/newThing')).toMatchObject({
      kind: 'registered',
      entry: { name: 'mf_account' },
    });
    expect(findOwner(registry, '/')).toMatchObject({ kind: 'registered', entry: { name: 'mf_catalog' } });
  });

  it("names the spec's owner when its entry is missing, so the route can say unavailable", () => {
    expect(findOwner(registry, '/pages/orderDetail/orderDetail')).toEqual({ kind: 'missing', name: 'mf_orders' });
    expect(findOwner(null, '/pages/user/user')).toEqual({ kind: 'missing', name: 'mf_account' });
  });

  it('knows nobody owns an unknown path', () => {
    expect(findOwner(registry, '/pages/nope/nope')).toEqual({ kind: 'none' });
  });

  it('sends a known route to its registered owner even before the registry lists it', () => {
    expect(findOwner(registry, 'pages/classify/classify')).toMatchObject({
      kind: 'registered',
      entry: { name: 'mf_catalog' },
    });
  });
});
