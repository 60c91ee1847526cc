import { parseRegistry } from '@rental/platform/runtime';
import { markBad, forgetBad } from '../delivery/session-health';
import { setOverride, clearOverrides } from '../delivery/overrides';
import { chooseVersions } from './choose-version';

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
          { entry: `remotes/mf-orders/${encodeURIComponent(v)}/mf-manifest.json`, routes: [] },
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
