import { parseRegistry } from '@rental/platform/runtime';
import { normalizePath } from '../routing/normalize-path';
import { findOwner } from './route-owner';

const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', entry: 'sha384-ZW50cnk=' };
const registry = parseRegistry({
  schema: 2,
  remotes: {
    mf_catalog: {
      dir: 'mf-catalog',
      live: '1.2.0+aaaa0000',
      canary: null,
      history: [{ version: '1.2.0+aaaa0000', at: '' }],
      uploads: [],
      versions: {
        '1.2.0+aaaa0000': {
          entry: 'remotes/mf-catalog/1.2.0%2Baaaa0000/mf-manifest.json',
          routes: ['', 'pages/home/home'],
          integrity,
        },
      },
    },
    mf_account: {
      dir: 'mf-account',
      live: '1.0.0+bbbb0000',
      canary: null,
      history: [{ version: '1.0.0+bbbb0000', at: '' }],
      uploads: [],
      versions: {
        '1.0.0+bbbb0000': {
          entry: 'remotes/mf-account/x/mf-manifest.json',
          routes: ['pages/user/user', 'pages/newThing/newThing'],
          integrity,
        },
      },
    },
    broken: 'not a remote',
  },
});

describe('route ownership', () => {
  it('normalizes slashes; home is the empty path', () => {
    expect(normalizePath('/')).toBe('');
    expect(normalizePath('/pages/user/user/')).toBe('pages/user/user');
  });

  it('follows the routes of the version this device runs, so a remote adds a page by deploying itself', () => {
    const owner = findOwner(registry, '/pages/newThing/newThing');
    expect(owner.kind === 'registered' && owner.choice.name).toBe('mf_account');
    const home = findOwner(registry, '/');
    expect(home.kind === 'registered' && home.choice.candidates[0]?.entry).toBe(
      'http://localhost/h5/remotes/mf-catalog/1.2.0%2Baaaa0000/mf-manifest.json',
    );
  });

  it("names the spec's owner when its entry is missing, so the route can say unavailable", () => {
    expect(findOwner(registry, '/pages/orderDetail/orderDetail')).toEqual({ kind: 'missing', name: 'mf_orders' });
    expect(findOwner(null, '/pages/user/user')).toEqual({ kind: 'missing', name: 'mf_account' });
  });

  it('knows nobody owns an unknown path', () => {
    expect(findOwner(registry, '/pages/nope/nope')).toEqual({ kind: 'none' });
  });

  it('sends a known route to its registered owner even before the registry lists it', () => {
    const owner = findOwner(registry, 'pages/classify/classify');
    expect(owner.kind === 'registered' && owner.choice.name).toBe('mf_catalog');
  });
});
