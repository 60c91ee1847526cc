import type { DeltasOutcome } from '../release/dictionary-deltas';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What returning renters will take of a version's changed scripts, and what kept them whole. */
export function printDeltas({ deltas, notes }: DeltasOutcome, print: (line: string) => void): void {
  if (deltas?.written)
    print(
      `renters of ${deltas.from} take ${deltas.written} changed ${deltas.written === 1 ? 'script' : 'scripts'} as deltas: ` +
        `${kb(deltas.wholeBytes)} → ${kb(deltas.deltaBytes)}`,
    );
  for (const note of notes) print(`note: ${note}`);
}
