import { promote, recordUpload, release, rollback, RegistryRuleError, startCanary, withManifest } from './changes';
import { parseRegistry, serializeRegistry } from './parse';
import { emptyRegistry, HISTORY_LIMIT, manifestEntry, type RegistryDoc } from './schema';

const at = (n: number) => `2026-11-23T10:${String(n).padStart(2, '0')}:00.000Z`;
const rec = (v: string) => ({
  entry: manifestEntry('mf-orders', v),
  routes: ['pages/myOrder/myOrder'],
  uploadedAt: '',
});

function deployed(...versions: string[]): RegistryDoc {
  let doc = emptyRegistry();
  versions.forEach((v, i) => {
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', v, rec(v), at(i)).doc;
    doc = release(doc, 'mf_orders', v, at(i)).doc;
  });
  return doc;
}

const orders = (doc: RegistryDoc) => doc.remotes.mf_orders!;

describe('release', () => {
  it('makes a version live and puts it first in the history', () => {
    const doc = deployed('1.0.0+a', '1.1.0+b');
    expect(orders(doc).live).toBe('1.1.0+b');
    expect(orders(doc).history.map((d) => d.version)).toEqual(['1.1.0+b', '1.0.0+a']);
  });

  it('says when the version was already live and changes nothing', () => {
    const doc = deployed('1.0.0+a');
    const again = release(doc, 'mf_orders', '1.0.0+a', at(9));
    expect(again.outcome.unchanged).toBe(true);
    expect(again.doc).toEqual(doc);
  });

  it('refuses a version that was never uploaded', () => {
    expect(() => release(deployed('1.0.0+a'), 'mf_orders', '9.9.9+z', at(1))).toThrow(RegistryRuleError);
  });

  it('keeps the last ten live versions and only their records', () => {
    const versions = Array.from({ length: 13 }, (_, i) => `1.${i}.0+x`);
    const doc = deployed(...versions);
    expect(orders(doc).history).toHaveLength(HISTORY_LIMIT);
    expect(orders(doc).versions['1.0.0+x']).toBeUndefined();
    expect(orders(doc).versions['1.12.0+x']).toBeDefined();
  });

  it('ends a running canary', () => {
    let doc = deployed('1.0.0+a');
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(2)).doc;
    doc = startCanary(doc, 'mf_orders', 10, at(3)).doc;
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.2.0+c', rec('1.2.0+c'), at(4)).doc;
    const next = release(doc, 'mf_orders', '1.2.0+c', at(5));
    expect(next.outcome.endedCanary).toBe('1.1.0+b');
    expect(orders(next.doc).canary).toBeNull();
  });
});

describe('rollback', () => {
  it('puts the previous version live and drops the bad one from the history, so a second rollback goes further back', () => {
    const once = rollback(deployed('1.0.0+a', '1.1.0+b', '1.2.0+c'), 'mf_orders', at(9));
    expect(once.outcome).toMatchObject({ kind: 'live', from: '1.2.0+c', to: '1.1.0+b' });
    expect(orders(once.doc).history.map((d) => d.version)).toEqual(['1.1.0+b', '1.0.0+a']);
    const twice = rollback(once.doc, 'mf_orders', at(10));
    expect(orders(twice.doc).live).toBe('1.0.0+a');
  });

  it('goes to a named version, even one the registry forgot, given its record', () => {
    const doc = deployed('1.0.0+a', '1.1.0+b');
    const named = rollback(doc, 'mf_orders', at(9), { version: '0.9.0+old', record: rec('0.9.0+old') });
    expect(orders(named.doc).live).toBe('0.9.0+old');
    expect(orders(named.doc).versions['0.9.0+old']?.entry).toBe('remotes/mf-orders/0.9.0%2Bold/mf-manifest.json');
    expect(() => rollback(doc, 'mf_orders', at(9), { version: '0.8.0+gone' })).toThrow(/not deployed/);
  });

  it('ends a canary instead when one runs, leaving live alone', () => {
    let doc = deployed('1.0.0+a');
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(2)).doc;
    doc = startCanary(doc, 'mf_orders', 25, at(3)).doc;
    const ended = rollback(doc, 'mf_orders', at(4));
    expect(ended.outcome).toEqual({ kind: 'canaryEnded', canary: '1.1.0+b', live: '1.0.0+a' });
    expect(orders(ended.doc).canary).toBeNull();
  });

  it('refuses when there is nothing earlier', () => {
    expect(() => rollback(deployed('1.0.0+a'), 'mf_orders', at(1))).toThrow(/no earlier version/);
    expect(() => rollback(emptyRegistry(), 'mf_orders', at(1))).toThrow(/never been deployed/);
  });
});

describe('canary and promote', () => {
  it('sends the newest upload to a share of devices, then makes it live for all', () => {
    let doc = deployed('1.0.0+a');
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(2)).doc;
    const canary = startCanary(doc, 'mf_orders', 50, at(3));
    expect(canary.outcome).toEqual({ version: '1.1.0+b', percent: 50, live: '1.0.0+a' });
    expect(orders(canary.doc).live).toBe('1.0.0+a');
    const promoted = promote(canary.doc, 'mf_orders', at(4));
    expect(orders(promoted.doc)).toMatchObject({ live: '1.1.0+b', canary: null });
  });

  it('keeps the start time when only the share changes', () => {
    let doc = deployed('1.0.0+a');
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(2)).doc;
    doc = startCanary(doc, 'mf_orders', 10, at(3)).doc;
    doc = startCanary(doc, 'mf_orders', 50, at(7)).doc;
    expect(orders(doc).canary).toEqual({ version: '1.1.0+b', percent: 50, since: at(3) });
  });

  it('refuses a share that is not a whole percent, a newest upload that is live, and promote without canary', () => {
    let doc = deployed('1.0.0+a');
    expect(() => startCanary(doc, 'mf_orders', 10, at(1))).toThrow(/already live/);
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(2)).doc;
    for (const bad of [0, 101, 12.5, Number.NaN])
      expect(() => startCanary(doc, 'mf_orders', bad, at(3))).toThrow(/whole percent/);
    expect(() => promote(doc, 'mf_orders', at(3))).toThrow(/no canary/);
  });

  it('sends a named version instead of the newest upload, only one the registry records and not the live one', () => {
    let doc = deployed('1.0.0+a');
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(2)).doc;
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.2.0+c', rec('1.2.0+c'), at(3)).doc;
    const named = startCanary(doc, 'mf_orders', 20, at(4), '1.1.0+b');
    expect(orders(named.doc).canary).toEqual({ version: '1.1.0+b', percent: 20, since: at(4) });
    expect(() => startCanary(doc, 'mf_orders', 20, at(4), '9.9.9+z')).toThrow(/9\.9\.9\+z is not uploaded/);
    expect(() => startCanary(doc, 'mf_orders', 20, at(4), '1.0.0+a')).toThrow('mf_orders 1.0.0+a is already live');
  });
});

describe('recordUpload', () => {
  it('of the newest upload again keeps its first time, so a repeated deploy changes nothing', () => {
    const doc = recordUpload(deployed('1.0.0+a'), 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(2)).doc;
    expect(recordUpload(doc, 'mf_orders', 'mf-orders', '1.1.0+b', rec('1.1.0+b'), at(9)).doc).toEqual(doc);
    // An older upload again is the newest now: the canary's candidate, at its new time.
    const older = recordUpload(doc, 'mf_orders', 'mf-orders', '1.0.0+a', rec('1.0.0+a'), at(9)).doc;
    expect(orders(older).uploads.slice(0, 2)).toEqual([
      { version: '1.0.0+a', at: at(9) },
      { version: '1.1.0+b', at: at(2) },
    ]);
  });
});

describe('manifests in the registry', () => {
  const mf = (v: string) => ({ id: 'mf_orders', name: 'mf_orders', metaData: { buildInfo: { buildVersion: v } } });
  /** Which versions' records carry a manifest, as the file renters download says. */
  const carrying = (doc: RegistryDoc) => {
    const json = JSON.parse(serializeRegistry(doc)) as {
      remotes: { mf_orders: { versions: Record<string, { manifest?: unknown }> } };
    };
    return Object.entries(json.remotes.mf_orders.versions)
      .filter(([, record]) => 'manifest' in record)
      .map(([version]) => version)
      .sort();
  };
  /** Every version deployed live, each with its manifest put in as it went live. */
  function deployedWithManifests(...versions: string[]): RegistryDoc {
    let doc = emptyRegistry();
    versions.forEach((v, i) => {
      doc = recordUpload(doc, 'mf_orders', 'mf-orders', v, rec(v), at(i)).doc;
      doc = withManifest(release(doc, 'mf_orders', v, at(i)), 'mf_orders', v, mf(v)).doc;
    });
    return doc;
  }
  const uploadAndCanary = (doc: RegistryDoc, v: string, n: number) => {
    const uploaded = recordUpload(doc, 'mf_orders', 'mf-orders', v, rec(v), at(n)).doc;
    return withManifest(startCanary(uploaded, 'mf_orders', 20, at(n + 1)), 'mf_orders', v, mf(v)).doc;
  };

  it('withManifest puts a manifest only into the record of a live or canary version', () => {
    const live = withManifest({ doc: deployed('1.0.0+a', '1.1.0+b'), outcome: null }, 'mf_orders', '1.1.0+b', mf('b'));
    expect(orders(live.doc).versions['1.1.0+b']?.manifest).toEqual(mf('b'));
    const history = withManifest(
      { doc: deployed('1.0.0+a', '1.1.0+b'), outcome: null },
      'mf_orders',
      '1.0.0+a',
      mf('a'),
    );
    expect(carrying(history.doc)).toEqual([]);
    const uploaded = recordUpload(
      deployed('1.0.0+a', '1.1.0+b'),
      'mf_orders',
      'mf-orders',
      '1.2.0+c',
      rec('1.2.0+c'),
      at(5),
    );
    expect(carrying(withManifest(uploaded, 'mf_orders', '1.2.0+c', mf('c')).doc)).toEqual([]);
    const canary = startCanary(uploaded.doc, 'mf_orders', 10, at(6));
    expect(carrying(withManifest(canary, 'mf_orders', '1.2.0+c', mf('c')).doc)).toEqual(['1.2.0+c']);
  });

  it('withManifest does nothing for no manifest, an unknown version or an unknown remote', () => {
    const doc = deployed('1.0.0+a');
    expect(withManifest({ doc, outcome: 1 }, 'mf_orders', '1.0.0+a', null)).toEqual({
      doc: deployed('1.0.0+a'),
      outcome: 1,
    });
    expect(withManifest({ doc, outcome: 1 }, 'mf_orders', '9.9.9+z', mf('z')).doc).toEqual(deployed('1.0.0+a'));
    expect(withManifest({ doc, outcome: 1 }, 'mf_nope', '1.0.0+a', mf('a')).doc).toEqual(deployed('1.0.0+a'));
  });

  it('a release moves the manifest: the version that was live keeps its record but not its manifest', () => {
    const doc = deployedWithManifests('1.0.0+a', '1.1.0+b', '1.2.0+c');
    expect(orders(doc).versions['1.0.0+a']).toEqual(rec('1.0.0+a'));
    expect(orders(doc).versions['1.1.0+b']).toEqual(rec('1.1.0+b'));
    expect(orders(doc).versions['1.2.0+c']).toEqual({ ...rec('1.2.0+c'), manifest: mf('1.2.0+c') });
    expect(carrying(doc)).toEqual(['1.2.0+c']);
  });

  it('an upload never carries a manifest, even one handed in with its record', () => {
    const doc = deployedWithManifests('1.0.0+a');
    const next = recordUpload(
      doc,
      'mf_orders',
      'mf-orders',
      '1.1.0+b',
      { ...rec('1.1.0+b'), manifest: mf('b') },
      at(3),
    );
    expect(orders(next.doc).versions['1.1.0+b']).toEqual(rec('1.1.0+b'));
    expect(carrying(next.doc)).toEqual(['1.0.0+a']);
  });

  it('any change strips manifests a registry carries for versions renters are not served', () => {
    const written = deployed('1.0.0+a', '1.1.0+b');
    written.remotes.mf_orders!.uploads.unshift({ version: '1.2.0+c', at: at(5) });
    for (const v of ['1.0.0+a', '1.1.0+b', '1.2.0+c'])
      written.remotes.mf_orders!.versions[v] = { ...rec(v), manifest: mf(v) };
    const doc = parseRegistry(JSON.parse(serializeRegistry(written)));
    expect(carrying(doc)).toEqual(['1.0.0+a', '1.1.0+b', '1.2.0+c']);
    const next = recordUpload(doc, 'mf_orders', 'mf-orders', '1.3.0+d', rec('1.3.0+d'), at(6));
    expect(carrying(next.doc)).toEqual(['1.1.0+b']);
    expect(orders(next.doc).versions['1.1.0+b']?.manifest).toEqual(mf('1.1.0+b'));
  });

  it('a canary carries its manifest beside the live one; promote keeps it, the old live loses its own', () => {
    const doc = uploadAndCanary(deployedWithManifests('1.0.0+a'), '1.1.0+b', 2);
    expect(carrying(doc)).toEqual(['1.0.0+a', '1.1.0+b']);
    const promoted = promote(doc, 'mf_orders', at(9)).doc;
    expect(carrying(promoted)).toEqual(['1.1.0+b']);
    expect(orders(promoted).versions['1.1.0+b']?.manifest).toEqual(mf('1.1.0+b'));
  });

  it('ending a canary strips its manifest, the live one keeps its own', () => {
    const doc = uploadAndCanary(deployedWithManifests('1.0.0+a'), '1.1.0+b', 2);
    const ended = rollback(doc, 'mf_orders', at(9)).doc;
    expect(orders(ended).versions['1.1.0+b']).toEqual(rec('1.1.0+b'));
    expect(carrying(ended)).toEqual(['1.0.0+a']);
  });

  it('a release of another version ends the canary and strips its manifest', () => {
    let doc = uploadAndCanary(deployedWithManifests('1.0.0+a'), '1.1.0+b', 2);
    doc = recordUpload(doc, 'mf_orders', 'mf-orders', '1.2.0+c', rec('1.2.0+c'), at(5)).doc;
    doc = withManifest(release(doc, 'mf_orders', '1.2.0+c', at(6)), 'mf_orders', '1.2.0+c', mf('1.2.0+c')).doc;
    expect(carrying(doc)).toEqual(['1.2.0+c']);
  });

  it('a rollback strips the manifest of the version rolled back from; the target gets one put in', () => {
    const doc = deployedWithManifests('1.0.0+a', '1.1.0+b');
    const back = rollback(doc, 'mf_orders', at(9));
    expect(carrying(back.doc)).toEqual([]);
    expect(orders(back.doc).versions['1.1.0+b']).toEqual(rec('1.1.0+b'));
    expect(carrying(withManifest(back, 'mf_orders', '1.0.0+a', mf('1.0.0+a')).doc)).toEqual(['1.0.0+a']);
  });
});

describe('the registry as renters download it', () => {
  it('is one line of JSON, no indentation, and reads back as the same registry', () => {
    const doc = deployed('1.0.0+a', '1.1.0+b');
    const text = serializeRegistry(doc);
    expect(text.trimEnd()).not.toMatch(/\n/);
    expect(text).not.toMatch(/[{[,:] /);
    expect(parseRegistry(JSON.parse(text))).toEqual(doc);
  });
});
