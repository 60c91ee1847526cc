// Writes the bench's latest table into docs/performance.md, between its two markers, with when,
// where and on which commit it was measured: the doc's figures are generated, never typed.
import { readFileSync, writeFileSync } from 'node:fs';

export const START = '<!-- bench:latest:start -->';
export const END = '<!-- bench:latest:end -->';

/**
 * `markdown` with the text between the markers replaced; throws when the markers are not there once
 * each. `lhRuns`: the Lighthouse runs per build, null when the pass was skipped.
 */
export function withLatest(markdown, table, { at, commit, runs, lhRuns, cores }) {
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from < 0 || to < from || markdown.indexOf(START, from + 1) >= 0)
    throw new Error(`the performance doc needs one ${START} … ${END} section`);
  const lighthouse = lhRuns === null ? 'BENCH_LIGHTHOUSE=0' : `BENCH_LH_RUNS=${lhRuns}`;
  const heading = `Measured ${at} on ${commit} (${cores} cores) by \`BENCH_RUNS=${runs} ${lighthouse} npm run bench\`:`;
  return `${markdown.slice(0, from + START.length)}\n\n${heading}\n\n${table}\n\n${markdown.slice(to)}`;
}

export function writeLatest(docPath, table, meta) {
  writeFileSync(docPath, withLatest(readFileSync(docPath, 'utf8'), table, meta));
}
