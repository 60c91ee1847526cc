import {
  candidatesFor,
  emptyRegistry,
  manifestEntry,
  parseServedRegistry,
  type RegistryDoc,
} from '@rental/platform/runtime';
import type * as Registry from '../remotes/registry';
import { clearOverrides, overrideFor, setOverride, setPreviewPins } from './overrides';
import { applyPreview, previewState, resolvePreview } from './preview';

const integrity = { manifest: 'sha384-AAAA', entry: 'sha384-BBBB' };
const NOW = Date.parse('2026-11-29T10:00:00.000Z');

function registry(versions: Record<string, string>, expires = '2026-12-01T00:00:00.000Z'): RegistryDoc {
  const doc = emptyRegistry();
  const record = (v: string, withIntegrity = true) => ({
    entry: manifestEntry('mf-orders', v),
    routes: ['pages/myOrder/myOrder'],
    uploadedAt: '',
    ...(withIntegrity ? { integrity } : {}),
  });
  doc.remotes.mf_orders = {
    dir: 'mf-orders',
    live: '1.0.0+a',
    canary: null,
    history: [{ version: '1.0.0+a', at: '' }],
    uploads: [],
    versions: { '1.0.0+a': record('1.0.0+a'), '2.0.0+b': record('2.0.0+b'), '2.1.0+c': record('2.1.0+c', false) },
  };
  doc.previews = { promo: { by: 'dev', at: '', expires, versions } };
  return doc;
}

/** The registry as the shell fetched it: previews are read from it by applyPreview. */
const json = (versions: Record<string, string>) => JSON.parse(JSON.stringify(registry(versions))) as unknown;

/** A page load through `?preview=<name>`: the shell read the registry without previews first. */
function open(name: string): void {
  const raw = json({ mf_orders: '2.0.0+b' });
  applyPreview(raw, parseServedRegistry(raw), name);
}

afterEach(() => {
  setPreviewPins({});
  clearOverrides();
});

describe('a preview link', () => {
  it('runs the versions its registry record names, from their recorded entry', () => {
    const state = resolvePreview(registry({ mf_orders: '2.0.0+b' }), 'promo', NOW);
    expect(state).toEqual({ name: 'promo', status: 'on', pins: { mf_orders: { version: '2.0.0+b' } }, missing: [] });
    const [first] = candidatesFor(registry({}).remotes.mf_orders!, { bucket: () => 0, override: state.pins.mf_orders });
    expect(first).toMatchObject({ version: '2.0.0+b', entry: manifestEntry('mf-orders', '2.0.0+b'), integrity });
  });

  it.each([
    ['a URL', 'https://evil.test/mf-manifest.json'],
    ['a relative path', '/h5/remotes/mf-orders/evil/mf-manifest.json'],
    ['a version the registry does not record', '9.9.9+z'],
    ['a recorded version without integrity', '2.1.0+c'],
  ])('does not follow %s: it is reported missing and live is served', (_label, version) => {
    const state = resolvePreview(registry({ mf_orders: version }), 'promo', NOW);
    expect(state).toMatchObject({ status: 'on', pins: {}, missing: [`mf_orders@${version}`] });
  });

  it('ignores a remote the registry does not have', () => {
    expect(resolvePreview(registry({ mf_nope: '2.0.0+b' }), 'promo', NOW)).toMatchObject({
      pins: {},
      missing: ['mf_nope@2.0.0+b'],
    });
  });

  it('is ignored when unknown or expired (live is served)', () => {
    expect(resolvePreview(registry({ mf_orders: '2.0.0+b' }), 'other', NOW)).toMatchObject({
      status: 'ignored',
      pins: {},
    });
    const expired = registry({ mf_orders: '2.0.0+b' }, '2026-11-29T09:59:59.000Z');
    expect(resolvePreview(expired, 'promo', NOW)).toMatchObject({ status: 'ignored', pins: {} });
    expect(resolvePreview(registry({ mf_orders: '2.0.0+b' }, 'never'), 'promo', NOW).status).toBe('ignored');
  });

  it('pins the shell’s choice ahead of a stored pin, for the remotes it names only', () => {
    setOverride('mf_orders', { version: '1.0.0+a' });
    setOverride('mf_account', { version: '3.0.0+q' });
    open('promo');
    expect(previewState()?.status).toBe('on');
    expect(overrideFor('mf_orders')).toEqual({ version: '2.0.0+b' });
    expect(overrideFor('mf_account')).toEqual({ version: '3.0.0+q' });
  });

  it('is read by the shell only through applyPreview: the boot reader leaves previews out', () => {
    expect(parseServedRegistry(json({ mf_orders: '2.0.0+b' })).previews).toBeUndefined();
  });

  it('takes a name as the link encoded it; an undecodable one names nothing', () => {
    open('pro%6Do');
    expect(previewState()?.status).toBe('on');
    open('%E0%A4%A');
    expect(previewState()).toMatchObject({ status: 'ignored' });
    expect(overrideFor('mf_orders')).toBeNull();
  });
});

describe('the link’s parameter', () => {
  const paramAt = (url: string): string | undefined => {
    window.history.replaceState(null, '', url);
    let value: string | undefined;
    jest.isolateModules(() => {
      value = jest.requireActual<typeof Registry>('../remotes/registry').previewParam;
    });
    return value;
  };
  afterAll(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/h5/?preview=promo#/', 'promo'],
    ['/h5/?debug=1&preview=promo#/pages/user/user', 'promo'],
    ['/h5/#/pages/user/user?preview=promo', 'promo'],
    ['/h5/?preview=#/', undefined],
    ['/h5/?xpreview=promo#/', undefined],
    ['/h5/#/', undefined],
  ])('%s → %s', (url, name) => {
    expect(paramAt(url)).toBe(name);
  });
});
