import { randomUUID } from 'node:crypto';
import { FRAME_FILES } from '../site/frame-variant';
import { LocalStore } from '../store/local-store';
import { S3Store } from '../store/s3-store';
import type { SiteStore } from '../store/site-store';
import { fakeShellBuild, SHELL_SHARED, tempDir } from '../testing/fake-builds';
import { BUCKET, s3rverForTests } from '../testing/s3rver';
import { siteWithShell } from '../testing/two-sites';
import { deployShell, loadShellBuild } from './deploy-shell';
import { promoteShellAcross } from './promote-site';
import { rollbackShell } from './rollback';
import { readRelease } from './upload-version';

const VARIANTS = FRAME_FILES.filter((page) => page !== 'index.html');
const plain = { force: false };
const s3 = s3rverForTests('activate-shell');

const deploy = async (store: SiteStore, version: string, variants: readonly string[] = []) =>
  deployShell(store, await loadShellBuild(fakeShellBuild(version, SHELL_SHARED, variants)), plain);

/** Each page at `h5/` and the version it is of (`-` for index.html, which names none). */
async function pagesServed(store: SiteStore): Promise<Record<string, string>> {
  const keys = (await store.list('h5/')).filter((key) => /^h5\/index[^/]*\.html$/.test(key));
  const entries = await Promise.all(
    keys.map(async (key) => {
      const body = (await store.read(key))?.body.toString() ?? '';
      return [key.slice('h5/'.length), /<title>\S+ of (\S+)<\/title>/.exec(body)?.[1] ?? body] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const script = (version: string) => `<script src="/h5/shell/${encodeURIComponent(version)}/main.0a1b2c3d.js"></script>`;
const every = (version: string, pages: readonly string[]) => ({
  'index.html': script(version),
  ...Object.fromEntries(pages.map((page) => [page, version])),
});

/** The store, with the keys it was asked to write in order. */
function recording(store: SiteStore): { store: SiteStore; writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    store: {
      description: store.description,
      read: (key) => store.read(key),
      write: (key, body, options) => {
        writes.push(key);
        return store.write(key, body, options);
      },
      list: (prefix) => store.list(prefix),
      listSized: (prefix) => store.listSized(prefix),
      remove: (key) => store.remove(key),
    },
  };
}

describe.each([
  ['a folder', () => new LocalStore(tempDir('activate-'))],
  [
    'S3 (s3rver 3.7.1)',
    () => new S3Store({ bucket: BUCKET, prefix: `sites/activate-${randomUUID().slice(0, 8)}`, client: s3.client }),
  ],
])('activating a shell on %s', (_, site) => {
  it('serves every prerendered page the live shell has, uploaded after its chunks as index.html is', async () => {
    const { store, writes } = recording(site());
    await deploy(store, '1.0.0+s1', VARIANTS);
    expect(await pagesServed(store)).toEqual(every('1.0.0+s1', VARIANTS));
    const uploaded = writes.filter((key) => key.startsWith('h5/shell/1.0.0+s1/'));
    const chunk = uploaded.indexOf('h5/shell/1.0.0+s1/main.0a1b2c3d.js');
    for (const page of VARIANTS) expect(uploaded.indexOf(`h5/shell/1.0.0+s1/${page}`)).toBeGreaterThan(chunk);
    expect(Object.keys((await readRelease(store, 'h5/shell/1.0.0+s1'))!.files)).toEqual(
      expect.arrayContaining([...VARIANTS, 'index.html']),
    );
  });

  it('takes away the pages a newly live shell lacks, on deploy and on a rollback to a shell built before them', async () => {
    const store = site();
    await deploy(store, '1.0.0+s1');
    expect(await pagesServed(store)).toEqual(every('1.0.0+s1', []));
    await deploy(store, '1.1.0+s2', VARIANTS);
    expect(await pagesServed(store)).toEqual(every('1.1.0+s2', VARIANTS));
    const some = ['index.en.html', 'index.zh-CN.large.html'];
    await deploy(store, '1.2.0+s3', some);
    expect(await pagesServed(store)).toEqual(every('1.2.0+s3', some));

    await rollbackShell(store, { to: '1.1.0+s2', force: false });
    expect(await pagesServed(store)).toEqual(every('1.1.0+s2', VARIANTS));
    await rollbackShell(store, { to: '1.0.0+s1', force: false });
    expect(await pagesServed(store)).toEqual(every('1.0.0+s1', []));
  });
});

describe('promoting a shell with prerendered pages', () => {
  it('carries them to the target, verified, and serves them there', async () => {
    const staging = await siteWithShell('promote-staging');
    await deploy(staging, '1.1.0+s2', VARIANTS);
    const production = await siteWithShell('promote-production');
    await deploy(production, '0.9.0+s0', ['index.fr.html']);
    const result = await promoteShellAcross(staging, production, plain);
    expect(result).toMatchObject({ version: '1.1.0+s2', verified: 3 + VARIANTS.length });
    expect(await pagesServed(production)).toEqual(every('1.1.0+s2', VARIANTS));
    for (const page of VARIANTS)
      expect((await production.read(`h5/shell/1.1.0+s2/${page}`))?.body).toEqual(
        (await staging.read(`h5/shell/1.1.0+s2/${page}`))?.body,
      );
  });
});
