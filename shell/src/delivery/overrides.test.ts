import { applyOverrideParam, clearOverrides, readOverrides, setOverride } from './overrides';

beforeEach(() => clearOverrides());

describe("a tester's pins", () => {
  it('read a version typed into a link, where its + arrived as a space', () => {
    applyOverrideParam('?mf=mf_orders@1.4.0 3f9c2ab1');
    expect(readOverrides()).toEqual({ mf_orders: { version: '1.4.0+3f9c2ab1' } });
  });

  it('take several remotes at once, a manifest URL on an allowed origin, and unpin one with @live', () => {
    applyOverrideParam(
      `mf=${encodeURIComponent('mf_orders@1.4.0+aa,mf_account@/h5/remotes/mf-account/x/mf-manifest.json,mf_catalog@https://cdn.allowed.test/c/mf-manifest.json')}`,
    );
    expect(readOverrides()).toEqual({
      mf_orders: { version: '1.4.0+aa' },
      mf_account: { url: '/h5/remotes/mf-account/x/mf-manifest.json' },
      mf_catalog: { url: 'https://cdn.allowed.test/c/mf-manifest.json' },
    });
    applyOverrideParam('mf=mf_orders@live');
    expect(Object.keys(readOverrides()).sort()).toEqual(['mf_account', 'mf_catalog']);
    applyOverrideParam('mf=clear');
    expect(readOverrides()).toEqual({});
  });

  it('refuse a manifest on any other origin, from a link or from the panel', () => {
    applyOverrideParam('mf=mf_orders@https://evil.example/mf-manifest.json');
    expect(readOverrides()).toEqual({});
    expect(setOverride('mf_orders', { url: '//evil.example/mf-manifest.json' })).toBe(false);
    localStorage.setItem('rental.mf-overrides', JSON.stringify({ mf_orders: { url: 'https://evil.example/x.json' } }));
    expect(readOverrides()).toEqual({});
  });

  it('ignore links without the parameter and survive corrupt storage', () => {
    setOverride('mf_orders', { version: '2.0.0+bb' });
    applyOverrideParam('?debug=1');
    expect(readOverrides()).toEqual({ mf_orders: { version: '2.0.0+bb' } });
    localStorage.setItem('rental.mf-overrides', '{"broken');
    expect(readOverrides()).toEqual({});
  });
});
