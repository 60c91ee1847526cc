import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface SurfaceRecord {
  version: string;
  exports: Record<string, string>;
}

const root = path.resolve(__dirname, '../../..');
const tool = pathToFileURL(path.join(root, 'scripts/shared-surface.mjs')).href;
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const record = readJson('shared/public-surface.json') as SurfaceRecord;
const { version } = readJson('shared/package.json') as { version: string };

/**
 * Calls the script's exports in a child Node, inputs and results as JSON. ts-jest compiles tests to
 * CommonJS and jest's VM refuses a native `import()` without --experimental-vm-modules, so the ES
 * module runs where it was written to run.
 */
function callTool(calls: readonly (readonly unknown[])[]): unknown[] {
  const code = `import * as tool from ${JSON.stringify(tool)};
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const calls = JSON.parse(input);
    process.stdout.write(JSON.stringify(calls.map(([name, ...args]) => tool[name](...args))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    encoding: 'utf8',
    input: JSON.stringify(calls),
  });
  return JSON.parse(out) as unknown[];
}

describe('@rental/shared public surface', () => {
  it('is the one recorded in shared/public-surface.json', () => {
    const [report] = callTool([['surfaceReport', record, version]]);
    expect(report).toBe('');
  });

  it('is recorded for the version shared/package.json carries', () => {
    const recordedFor =
      record.version === version
        ? version
        : `${record.version}; shared/package.json says ${version}: run \`npm run shared:surface -- --write\``;
    expect(recordedFor).toBe(version);
  });
});

describe('the bump a surface change demands', () => {
  const [first] = Object.keys(record.exports) as [string];
  const second = Object.keys(record.exports).find((name) => record.exports[name]?.startsWith('function '))!;
  const aType = Object.keys(record.exports).find(
    (name) => record.exports[name]?.startsWith('interface ') && !['RemoteModule', 'RemoteRoute'].includes(name),
  )!;
  const typeChanged = { ...record.exports, [aType]: 'interface { different: true }' };
  const removed = Object.fromEntries(Object.entries(record.exports).filter(([name]) => name !== first));
  const added = { ...record.exports, brandNewExport: 'const 1' };
  const changed = { ...record.exports, [second]: 'function () => never' };
  const shapes = {
    LogContext: 'interface { remote: string; shellVersion: string }',
    RemoteModule: 'interface { name: string }',
  };
  const grown = {
    LogContext: 'interface { language: string; remote: string; shellVersion: string }',
    RemoteModule: 'interface { name: string; theme?: string }',
  };
  const producerGrown = { ...shapes, RemoteModule: 'interface { name: string; theme: string }' };
  const nextMajor = `${Number(record.version.split('.')[0]) + 1}.0.0`;
  const bumps = [
    ['1.0.0', '1.0.1', 'minor', false],
    ['1.0.0', '1.1.0', 'minor', true],
    ['1.0.0', '1.1.0', 'major', false],
    ['1.4.2', '2.0.0', 'major', true],
    ['2.0.0', '1.9.0', 'none', false],
    ['0.2.0', '0.3.0', 'major', true],
    ['0.2.0', '0.2.1', 'major', false],
  ] as const;
  let results: unknown[] = [];

  beforeAll(() => {
    results = callTool([
      ['diffSurfaces', record.exports, record.exports],
      ['diffSurfaces', record.exports, removed],
      ['diffSurfaces', record.exports, added],
      ['diffSurfaces', record.exports, changed],
      ['nextVersion', record.version, 'major'],
      ['surfaceReport', record, record.version, removed],
      ['surfaceReport', record, nextMajor, removed],
      ...bumps.map(([from, to, bump]) => ['satisfiesBump', from, to, bump]),
      ['diffSurfaces', shapes, grown],
      ['diffSurfaces', shapes, producerGrown],
      ['diffSurfaces', record.exports, typeChanged],
    ]);
  });

  it('asks for nothing when nothing changed', () => {
    expect(results[0]).toEqual({ added: [], removed: [], changed: [], extended: [], bump: 'none' });
  });

  it('asks for a major bump when an export is removed', () => {
    expect(results[1]).toEqual({ added: [], removed: [first], changed: [], extended: [], bump: 'major' });
  });

  it('asks for a minor bump when an export is added', () => {
    expect(results[2]).toEqual({ added: ['brandNewExport'], removed: [], changed: [], extended: [], bump: 'minor' });
  });

  it('asks for a major bump when an export changes', () => {
    expect(results[3]).toEqual({ added: [], removed: [], changed: [second], extended: [], bump: 'major' });
  });

  it('asks for a minor bump when a shape only gains members, unless remotes build it and the member is required', () => {
    const [grew, producerGrew] = results.slice(-3, -1);
    expect(grew).toEqual({
      added: [],
      removed: [],
      changed: [],
      extended: ['LogContext', 'RemoteModule'],
      bump: 'minor',
    });
    expect(producerGrew).toEqual({ added: [], removed: [], changed: ['RemoteModule'], extended: [], bump: 'major' });
  });

  it('asks for a minor bump when only a type changes: types are gone at run time', () => {
    expect(results.at(-1)).toEqual({ added: [], removed: [], changed: [aType], extended: [], bump: 'minor' });
  });

  it('names the change and the version to move to', () => {
    const [next, unbumped, bumped] = results.slice(4, 7);
    expect(next).toBe(nextMajor);
    expect(unbumped).toContain(`- removed ${first}: ${record.exports[first]}`);
    expect(unbumped).toContain('This needs a major version bump (exports removed or changed)');
    expect(unbumped).toContain(`set its "version" to ${nextMajor} or higher`);
    expect(bumped).toContain(`${nextMajor} is one: record it with \`npm run shared:surface -- --write\``);
  });

  it('accepts only bumps at least as large as required, and never a step back', () => {
    expect(results.slice(7, 7 + bumps.length)).toEqual(bumps.map(([, , , ok]) => ok));
  });
});
