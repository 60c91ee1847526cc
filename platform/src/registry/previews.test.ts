import { addToPreview, dropExpiredPreviews, recordUpload, release, RegistryRuleError } from './changes';
import { parseRegistry, serializeRegistry } from './parse';
import { emptyRegistry, manifestEntry, UPLOADS_LIMIT, type RegistryDoc } from './schema';
import { registryProblems } from './strict';

const at = (n: number) => `2026-11-23T10:${String(n).padStart(2, '0')}:00.000Z`;
const rec = (dir: string, v: string, route: string) => ({
  entry: manifestEntry(dir, v),
  routes: [route],
  uploadedAt: '',
  integrity: { manifest: 'sha384-AAAA', entry: 'sha384-BBBB' },
});
const ORDERS = ['mf_orders', 'mf-orders', 'pages/myOrder/myOrder'] as const;
const ACCOUNT = ['mf_account', 'mf-account', 'pages/mine/mine'] as const;

function upload(doc: RegistryDoc, [name, dir, route]: readonly [string, string, string], v: string, n: number) {
  return recordUpload(doc, name, dir, v, rec(dir, v, route), at(n)).doc;
}
function live(doc: RegistryDoc, remote: readonly [string, string, string], v: string, n: number) {
  return release(upload(doc, remote, v, n), remote[0], v, at(n)).doc;
}
const who = (n: number, expires = '2026-11-30T10:00:00.000Z') => ({ by: `dev${n}`, at: at(n), expires });
const roundTrip = (doc: RegistryDoc) => parseRegistry(JSON.parse(serializeRegistry(doc)));

function sited(): RegistryDoc {
  let doc = live(emptyRegistry(), ORDERS, '1.0.0+a', 0);
  doc = live(doc, ACCOUNT, '1.0.0+m', 1);
  doc = upload(doc, ORDERS, '2.0.0+b', 2);
  return upload(doc, ACCOUNT, '2.0.0+n', 3);
}

describe('a preview in the registry', () => {
  it('is made by the first deploy into it and grows by a second remote, live and canary untouched', () => {
    const first = addToPreview(sited(), 'promo', 'mf_orders', '2.0.0+b', who(4));
    const both = addToPreview(first.doc, 'promo', 'mf_account', '2.0.0+n', who(5, '2026-12-01T00:00:00.000Z'));
    expect(both.doc.previews).toEqual({
      promo: {
        by: 'dev5',
        at: at(4),
        expires: '2026-12-01T00:00:00.000Z',
        versions: { mf_orders: '2.0.0+b', mf_account: '2.0.0+n' },
      },
    });
    expect(both.doc.remotes.mf_orders!.live).toBe('1.0.0+a');
    expect(both.doc.remotes.mf_orders!.canary).toBeNull();
    expect(registryProblems(JSON.parse(serializeRegistry(both.doc)))).toEqual([]);
    expect(roundTrip(both.doc)).toEqual(both.doc);
  });

  it('takes the newer version of a remote already in it, and says which it replaced', () => {
    let doc = addToPreview(sited(), 'promo', 'mf_orders', '2.0.0+b', who(4)).doc;
    doc = upload(doc, ORDERS, '2.1.0+c', 5);
    const again = addToPreview(doc, 'promo', 'mf_orders', '2.1.0+c', who(6));
    expect(again.outcome.replaced).toBe('2.0.0+b');
    expect(again.doc.previews!.promo!.versions).toEqual({ mf_orders: '2.1.0+c' });
  });

  it('refuses a version the site does not record, and a remote never deployed', () => {
    expect(() => addToPreview(sited(), 'promo', 'mf_orders', '9.9.9+z', who(4))).toThrow(RegistryRuleError);
    expect(() => addToPreview(sited(), 'promo', 'mf_payments', '1.0.0+a', who(4))).toThrow(/never been deployed/);
  });

  it('keeps the record of a version it names after newer uploads push it out of the uploads', () => {
    let doc = addToPreview(sited(), 'promo', 'mf_orders', '2.0.0+b', who(4)).doc;
    for (let i = 0; i <= UPLOADS_LIMIT; i += 1) doc = upload(doc, ORDERS, `3.0.${i}+x`, 10 + i);
    expect(doc.remotes.mf_orders!.uploads.map((u) => u.version)).not.toContain('2.0.0+b');
    expect(doc.remotes.mf_orders!.versions['2.0.0+b']).toBeDefined();
    expect(registryProblems(JSON.parse(serializeRegistry(doc)))).toEqual([]);
  });

  it('leaves at expiry through dropExpiredPreviews, with records only it kept', () => {
    let doc = addToPreview(sited(), 'old', 'mf_orders', '2.0.0+b', who(4, '2026-11-24T00:00:00.000Z')).doc;
    doc = addToPreview(doc, 'new', 'mf_account', '2.0.0+n', who(5, '2026-12-24T00:00:00.000Z')).doc;
    for (let i = 0; i <= UPLOADS_LIMIT; i += 1) doc = upload(doc, ORDERS, `3.0.${i}+x`, 10 + i);
    const dropped = dropExpiredPreviews(doc, new Date('2026-11-25T00:00:00.000Z'));
    expect(dropped.outcome).toEqual(['old']);
    expect(Object.keys(dropped.doc.previews!)).toEqual(['new']);
    expect(dropped.doc.remotes.mf_orders!.versions['2.0.0+b']).toBeUndefined();
    const none = dropExpiredPreviews(dropped.doc, new Date('2026-11-25T00:00:00.000Z'));
    expect(none.doc).toBe(dropped.doc);
    const all = dropExpiredPreviews(dropped.doc, new Date('2027-01-01T00:00:00.000Z'));
    expect(all.doc.previews).toBeUndefined();
  });
});

describe('reading previews', () => {
  it('leaves a registry without previews as it was: no previews key, same bytes', () => {
    const doc = sited();
    const text = serializeRegistry(doc);
    expect(text).not.toContain('previews');
    expect(serializeRegistry(parseRegistry(JSON.parse(text)))).toBe(text);
  });

  const withPreview = (preview: unknown) => ({
    ...JSON.parse(serializeRegistry(sited())),
    previews: { promo: preview },
  });
  const good = { by: 'dev', at: at(1), expires: '2026-12-01T00:00:00.000Z', versions: { mf_orders: '2.0.0+b' } };

  it.each([
    ['a version the site does not record', { ...good, versions: { mf_orders: '9.9.9+z' } }, /versions\.mf_orders/],
    [
      'a URL instead of a version',
      { ...good, versions: { mf_orders: 'https://evil.test/mf-manifest.json' } },
      /versions\.mf_orders/,
    ],
    ['a remote that is not there', { ...good, versions: { mf_nope: '2.0.0+b' } }, /versions\.mf_nope/],
    ['no versions', { ...good, versions: {} }, /at least one remote/],
    ['an expiry that is not a time', { ...good, expires: 'soon' }, /expires/],
    ['no author', { ...good, by: 7 }, /\.by/],
    ['an unknown field', { ...good, url: 'x' }, /previews\.promo\.url: not a registry field/],
    ['not an object', 'promo', /previews\.promo: should be/],
  ])('strictly: refuses %s', (_label, preview, says) => {
    const problems = registryProblems(withPreview(preview));
    expect(problems.join('\n')).toMatch(says);
  });

  it('strictly: refuses a preview name a link could not carry', () => {
    const json = { ...JSON.parse(serializeRegistry(sited())), previews: { 'Bad Name': good } };
    expect(registryProblems(json).join('\n')).toMatch(/"Bad Name" is not a preview name/);
  });

  it('leniently (the shell): drops a preview it cannot read and keeps the rest of the registry', () => {
    const doc = parseRegistry({ ...withPreview({ by: 'x' }), previews: { broken: { by: 'x' }, promo: good } });
    expect(Object.keys(doc.previews!)).toEqual(['promo']);
    expect(doc.remotes.mf_orders!.live).toBe('1.0.0+a');
    expect(parseRegistry(withPreview(null)).previews).toBeUndefined();
  });
});
