import { parseRegistry } from '@rental/platform/runtime';
import { markBad, forgetBad } from '../delivery/session-health';
import { setOverride, clearOverrides } from '../delivery/overrides';
import { chooseVersions } from './choose-version';

const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', entry: 'sha384-ZW50cnk=' };
const record = parseRegistry({
  schema: 2,
  remotes: {
    mf_orders: {
      dir: 'mf-orders',
      live: '1.1.0+b',
      canary: { version: '1.2.0+c', percent: 50, since: '' },
      history: [
        { version: '1.1.0+b', at: '' },
        { version: '1.0.0+a', at: '' },
      ],
      uploads: [],
      versions: Object.fromEntries(
        ['1.0.0+a', '1.1.0+b', '1.2.0+c'].map((v) => [
          v,
          { entry: `remotes/mf-orders/${encodeURIComponent(v)}/mf-manifest.json`, routes: [], integrity },
        ]),
      ),
    },
  },
}).remotes.mf_orders!;

const versions = () => chooseVersions('mf_orders', record).candidates.map((c) => c.version);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearOverrides();
});

describe('the versions this device tries', () => {
  it('stay the same on every load of the same device, and resolve to absolute manifest URLs', () => {
    const first = versions();
    expect(versions()).toEqual(first);
    expect(first.slice(-2)).toEqual(['1.1.0+b', '1.0.0+a']);
    expect(chooseVersions('mf_orders', record).candidates.at(-1)?.entry).toBe(
      'http://localhost/h5/remotes/mf-orders/1.0.0%2Ba/mf-manifest.json',
    );
  });

  it('skip what failed this session, keep it in the ranking for the log, and follow a pin first', () => {
    markBad('mf_orders', '1.1.0+b', 'chunk missing');
    markBad('mf_orders', '1.2.0+c', 'chunk missing');
    expect(versions()).toEqual(['1.0.0+a']);
    expect(chooseVersions('mf_orders', record).ranked.map((c) => c.version)).toContain('1.1.0+b');
    forgetBad('mf_orders');
    setOverride('mf_orders', { version: '0.9.0+z' });
    expect(versions()[0]).toBe('0.9.0+z');
  });
});

describe('versions this shell never runs', () => {
  const withEntries = (entries: Record<string, { entry: string; integrity?: typeof integrity }>) =>
    parseRegistry({
      schema: 2,
      remotes: {
        mf_orders: {
          dir: 'mf-orders',
          live: Object.keys(entries)[0],
          history: Object.keys(entries).map((version) => ({ version, at: '' })),
          versions: Object.fromEntries(Object.entries(entries).map(([v, e]) => [v, { ...e, routes: [] }])),
        },
      },
    }).remotes.mf_orders!;

  it('a registry entry on another origin is refused before anything of it is requested; the next one serves', () => {
    const choice = chooseVersions(
      'mf_orders',
      withEntries({
        '2.0.0+evil': { entry: 'https://evil.example/mf-manifest.json', integrity },
        '1.0.0+a': { entry: 'remotes/mf-orders/a/mf-manifest.json', integrity },
      }),
    );
    expect(choice.candidates.map((c) => c.version)).toEqual(['1.0.0+a']);
    expect(choice.refused).toEqual([
      {
        version: '2.0.0+evil',
        entry: 'https://evil.example/mf-manifest.json',
        reason: 'origin not allowed: https://evil.example',
      },
    ]);
  });

  it('a protocol-relative or look-alike origin is foreign too; a configured CDN origin is not', () => {
    const choice = chooseVersions(
      'mf_orders',
      withEntries({
        '3.0.0+c': { entry: '//evil.example/mf-manifest.json', integrity },
        '2.0.0+b': { entry: 'https://cdn.allowed.test.evil.example/mf-manifest.json', integrity },
        '1.0.0+a': { entry: 'https://cdn.allowed.test/orders/1.0.0/mf-manifest.json', integrity },
      }),
    );
    expect(choice.candidates.map((c) => c.version)).toEqual(['1.0.0+a']);
    expect(choice.refused.map((r) => r.version)).toEqual(['3.0.0+c', '2.0.0+b']);
  });

  it('a registry version without the integrity deploy records is refused', () => {
    const choice = chooseVersions(
      'mf_orders',
      withEntries({
        '2.0.0+b': { entry: 'b/mf-manifest.json' },
        '1.0.0+a': { entry: 'a/mf-manifest.json', integrity },
      }),
    );
    expect(choice.candidates.map((c) => c.version)).toEqual(['1.0.0+a']);
    expect(choice.refused[0]?.reason).toBe('no integrity recorded');
  });
});
