import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SHELL_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', '@rental/shared': '1.1.0' };

const made: string[] = [];

/**
 * A fresh dir in the system temp dir, named `rental-test-<label>…` as every test's temp dir is (npm
 * test checks that none is left). A test file's dirs go after its last test, passed or failed.
 */
export function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `rental-test-${label}`));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A script big enough (a few KB) that a zstd delta against another such script is worth writing; `tag` starts it. */
export const largeScript = (tag: string): string => `${tag};${'function rows(a){return a.map((x)=>x*2)}'.repeat(200)}`;

function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

export function manifestJson(name: string, requires: Record<string, string>, exposes = ['./routes']): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: { buildInfo: { buildVersion: 'x' } },
    shared: Object.entries(requires).map(([pkg, range]) => ({ name: pkg, singleton: true, requiredVersion: range })),
    exposes: exposes.map((p) => ({ name: p.slice(2), path: p })),
    remotes: [],
  });
}

interface RemoteBuildOptions {
  dir?: string;
  version: string;
  routes?: string[];
  requires?: Record<string, string>;
  /** Changes the bytes of a chunk without changing the version. */
  chunk?: string;
}

/** A production build of a remote as the config factory lays it out, shrunk to what a deploy reads. */
export function fakeRemoteBuild(opts: RemoteBuildOptions): string {
  const dir = opts.dir ?? 'mf-orders';
  const name = dir.replace(/-/g, '_');
  const requires = opts.requires ?? { react: '^19.3.1', '@rental/shared': '^1.0.0' };
  return writeFiles(tempDir(`${dir}-dist-`), {
    'registry-entry.json': JSON.stringify({
      name,
      dir,
      version: opts.version,
      manifest: 'mf-manifest.json',
      routes: opts.routes ?? ['pages/myOrder/myOrder'],
    }),
    'mf-manifest.json': manifestJson(name, requires),
    'remoteEntry.js': `var ${name};`,
    '1234.0a1b2c3d.js': opts.chunk ?? `/* ${opts.version} */`,
    '.build-stamp': 'local bookkeeping',
  });
}

/** A shell build; `variants` adds its prerendered pages (`index.en.html`…), each naming itself and the version. */
export function fakeShellBuild(
  version: string,
  shared: Record<string, string> = SHELL_SHARED,
  variants: readonly string[] = [],
): string {
  const script = `<script src="/h5/shell/${encodeURIComponent(version)}/main.0a1b2c3d.js"></script>`;
  return writeFiles(tempDir('shell-dist-'), {
    'shell-manifest.json': JSON.stringify({ name: 'shell', version, shared }),
    'index.html': script,
    ...Object.fromEntries(variants.map((page) => [page, `<title>${page} of ${version}</title>${script}`])),
    'main.0a1b2c3d.js': `/* shell ${version} */`,
  });
}
