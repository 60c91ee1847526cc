import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MODULE = pathToFileURL(path.join(__dirname, 'docs-table.mjs')).href;

/** Runs `withLatest` in Node's own ESM loader, as the bench does. */
function withLatest(markdown: string, table: string, lhRuns: number | null = 3): string {
  const script = `import { withLatest } from ${JSON.stringify(MODULE)};
    const [markdown, table, lhRuns] = JSON.parse(process.argv[1]);
    try { process.stdout.write(withLatest(markdown, table, { at: '2026-11-29 04:00 UTC', commit: 'abc1234', runs: 5, lhRuns, cores: 2 })); }
    catch (e) { process.stdout.write('THROWN: ' + e.message); }`;
  const args = JSON.stringify([markdown, table, lhRuns]);
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, args], { encoding: 'utf8' });
}

test('replaces what is between the markers, keeps the rest, and says when and where it was measured', () => {
  const doc = 'intro\n<!-- bench:latest:start -->\nold table\n<!-- bench:latest:end -->\nafter\n';
  const once = withLatest(doc, '| a | 1 |');
  expect(once).toBe(
    'intro\n<!-- bench:latest:start -->\n\nMeasured 2026-11-29 04:00 UTC on abc1234 (2 cores) by `BENCH_RUNS=5 BENCH_LH_RUNS=3 npm run bench`:\n\n| a | 1 |\n\n<!-- bench:latest:end -->\nafter\n',
  );
  expect(withLatest(once, '| a | 2 |')).toBe(once.replace('| a | 1 |', '| a | 2 |'));
});

test('names a skipped Lighthouse pass in the command it gives', () => {
  const doc = '<!-- bench:latest:start --><!-- bench:latest:end -->';
  expect(withLatest(doc, 't', null)).toContain('by `BENCH_RUNS=5 BENCH_LIGHTHOUSE=0 npm run bench`:');
});

test('refuses a doc without the markers, or with them twice, rather than writing a table anywhere', () => {
  expect(withLatest('no markers', 't')).toMatch(/^THROWN: the performance doc needs one/);
  const twice =
    '<!-- bench:latest:start --><!-- bench:latest:end --><!-- bench:latest:start --><!-- bench:latest:end -->';
  expect(withLatest(twice, 't')).toMatch(/^THROWN/);
});
