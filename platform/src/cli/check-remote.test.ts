import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { LocalStore } from '../store/local-store';
import { fakeRemoteBuild, tempDir } from '../testing/fake-builds';
import {
  checkout,
  EXPOSES,
  REMOTE_SOURCES,
  SURFACE,
  typedRemoteBuild,
  typedShellBuild,
  usedShellTypes,
  writeTree,
  type Surface,
} from '../testing/typed-builds';
import { runCli } from '../testing/run-cli';

/** A folder site whose live shell publishes `surface` as its types (or, for null, none). */
async function siteWithShell(surface: Surface | null): Promise<string> {
  const site = tempDir('types-site-');
  await deployShell(new LocalStore(site), await loadShellBuild(typedShellBuild('1.0.0+aaaa0001', surface)), {
    force: false,
  });
  return site;
}

const check = (against: string, dist = typedRemoteBuild()) =>
  runCli(['check-remote', 'mf-orders', '--against', against, '--dist', dist]);

describe('the build records what a remote uses of the shell’s types', () => {
  test('only the exports its sources import, tests left out, with the type they were compiled against', () => {
    const sources = writeTree(tempDir('types-remote-'), REMOTE_SOURCES);
    const used = usedShellTypes(sources, EXPOSES, checkout(SURFACE));
    expect(used.shared['@rental/shared']?.exports).toEqual({
      AppConfig: SURFACE.AppConfig,
      RemoteModule: SURFACE.RemoteModule,
      formatMoney: SURFACE.formatMoney,
    });
  });

  test('and the exports those types name, so a change to a named type is seen', () => {
    const sources = writeTree(tempDir('types-remote-'), REMOTE_SOURCES);
    const surface = { ...SURFACE, formatMoney: 'function (cents: Cents) => string', Cents: 'type number' };
    const used = usedShellTypes(sources, EXPOSES, checkout(surface));
    expect(used.shared['@rental/shared']?.exports.Cents).toBe('type number');
  });

  test('refuses a ./routes expose not declared as RemoteModule, and a namespace import', () => {
    const untyped = writeTree(tempDir('types-remote-'), { 'src/remote-entry.ts': 'export default { routes: [] };' });
    expect(() => usedShellTypes(untyped, EXPOSES, checkout(SURFACE))).toThrow(
      /default export must be declared as RemoteModule/,
    );
    const star = writeTree(tempDir('types-remote-'), {
      ...REMOTE_SOURCES,
      'src/all.ts': "import * as shared from '@rental/shared';\nexport default shared;",
    });
    expect(() => usedShellTypes(star, EXPOSES, checkout(SURFACE))).toThrow(/import named exports/);
  });

  test('every real remote declares its expose and uses only exports the recorded surface has', () => {
    const root = path.resolve(__dirname, '../../..');
    const record = JSON.parse(readFileSync(path.join(root, 'shared/public-surface.json'), 'utf8')) as {
      exports: Surface;
    };
    for (const dir of ['mf-orders', 'mf-account', 'mf-catalog', 'mf-payments']) {
      const used = usedShellTypes(path.join(root, dir), EXPOSES).shared['@rental/shared'];
      expect(used?.exports.RemoteModule).toBe(record.exports.RemoteModule);
      for (const [name, type] of Object.entries(used?.exports ?? {}))
        expect([name, type]).toEqual([name, record.exports[name]]);
    }
  });
});

describe('check:remote fails on a type break against the deployed shell’s published types', () => {
  test('the same types: compatible', async () => {
    const { code, out } = await check(await siteWithShell(SURFACE));
    expect(code).toBe(0);
    expect(out).toContain('types: the 3 shared exports it uses are compatible');
  });

  test('an export the remote uses, removed: fails naming it and the type it was built against', async () => {
    const { formatMoney: _gone, ...rest } = SURFACE;
    const { code, err } = await check(await siteWithShell(rest));
    expect(code).toBe(1);
    expect(err).toContain(
      "it uses @rental/shared's formatMoney (built against function (cents: number) => string); the shell does not provide formatMoney",
    );
  });

  test('an export whose type changed incompatibly: fails with both types, one line', async () => {
    const { code, err } = await check(
      await siteWithShell({ ...SURFACE, formatMoney: 'function (cents: string) => string' }),
    );
    expect(code).toBe(1);
    expect(err.split('\n')).toContain(
      "  - it uses @rental/shared's formatMoney as function (cents: number) => string; the shell provides formatMoney as function (cents: string) => string",
    );
  });

  test('a member removed from a shape it uses fails; one added, or a new export, or a change it does not use passes', async () => {
    const shrunk = await check(await siteWithShell({ ...SURFACE, AppConfig: 'interface { baseApi: string }' }));
    expect(shrunk.code).toBe(1);
    expect(shrunk.err).toContain(
      "it uses @rental/shared's AppConfig as interface { baseApi: string; title?: string | undefined }",
    );
    const grown = await check(
      await siteWithShell({
        ...SURFACE,
        AppConfig: 'interface { baseApi: string; title?: string | undefined; cos: string }',
        unusedByOrders: 'function (x: number) => number',
        brandNew: 'const 1',
      }),
    );
    expect(grown.err).toBe('');
    expect(grown.code).toBe(0);
  });

  test('RemoteModule, which the remote builds for the shell: a new optional member passes, a required one fails', async () => {
    const optional = 'interface { name: string; routes: readonly RemoteRoute[]; icon?: string | undefined }';
    expect((await check(await siteWithShell({ ...SURFACE, RemoteModule: optional }))).code).toBe(0);
    const required = 'interface { name: string; routes: readonly RemoteRoute[]; icon: string }';
    const { code, err } = await check(await siteWithShell({ ...SURFACE, RemoteModule: required }));
    expect(code).toBe(1);
    expect(err).toContain(`the shell provides RemoteModule as ${required}`);
  });

  test('a shell that publishes no types, or a build that records none: the version check alone, said so', async () => {
    const old = await check(await siteWithShell(null));
    expect(old.code).toBe(0);
    expect(old.out).toContain('types not checked: shell 1.0.0+aaaa0001 publishes none');
    const unrecorded = await check(await siteWithShell(SURFACE), fakeRemoteBuild({ version: '1.0.0+bbbb0002' }));
    expect(unrecorded.out).toContain('types not checked: the build records none');
  });

  test('against the deployed app’s URL, the types come from beside that shell version', async () => {
    const { formatMoney: _gone, ...rest } = SURFACE;
    const site = await siteWithShell(rest);
    const requested: string[] = [];
    const server: Server = createServer((req, res) => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1);
      requested.push(key);
      try {
        res.end(readFileSync(path.join(site, key)));
      } catch {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { code, err } = await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}/h5/`);
      expect(code).toBe(1);
      expect(err).toContain('the shell does not provide formatMoney');
      expect(requested).toEqual(['h5/shell-manifest.json', 'h5/shell/1.0.0+aaaa0001/shell-types.json']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('deploy’s gate judges the same types', () => {
  test('a remote whose used types the live shell breaks is refused; the shell breaking a live remote too', async () => {
    const { formatMoney: _gone, ...rest } = SURFACE;
    const broken = new LocalStore(await siteWithShell(rest));
    await expect(
      deployRemote(broken, await loadRemoteBuild(typedRemoteBuild()), { live: true, force: false }),
    ).rejects.toThrow(/the shell does not provide formatMoney/);

    const store = new LocalStore(await siteWithShell(SURFACE));
    await deployRemote(store, await loadRemoteBuild(typedRemoteBuild()), { live: true, force: false });
    const next = typedShellBuild('1.0.0+aaaa0002', rest);
    await expect(deployShell(store, await loadShellBuild(next), { force: false })).rejects.toThrow(
      /mf_orders 1\.0\.0\+bbbb0001: it uses @rental\/shared's formatMoney .*; the shell does not provide formatMoney/,
    );
  });
});
