import type { HealthReport as ContractReport } from '@rental/platform/node';
import * as v from 'valibot';

/*
 * The shell's remote-health report (docs/api-contract.md, "Remote health reports"), read strictly:
 * unknown fields, wrong types or out-of-range figures refuse the whole report, so a shell that drifts
 * from the contract shows up at once in local runs instead of skewing a canary's figures.
 */

/** Caps keep each sum over the store an exact integer and one report from flooding the store. */
const MAX_COUNT = 1_000_000;
const MAX_REMOTES = 64;
/** JSON.parse runs only on texts this short: a report of MAX_REMOTES entries stays well under it. */
export const MAX_REPORT_CHARS = 64 * 1024;

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_COUNT));
const millis = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));
const name = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

const RemoteEntrySchema = v.strictObject({
  remote: name(64),
  version: name(128),
  canary: v.boolean(),
  pages: count,
  failed: v.strictObject({ manifest: count, entry: count, chunk: count, gate: count }),
  renderErrors: count,
  errors: count,
  fallbacks: count,
  lcpMs: millis,
  inpMs: millis,
});

const HealthReportSchema = v.strictObject({
  kind: v.literal('remote-health'),
  v: v.literal(1),
  session: name(128),
  sampled: v.pipe(v.number(), v.gtValue(0), v.maxValue(1)),
  remotes: v.pipe(
    v.array(RemoteEntrySchema),
    v.maxLength(MAX_REMOTES),
    // Two entries for one remote@version would leave it unclear which figures are the session's.
    v.check((entries) => new Set(entries.map((e) => `${e.remote}@${e.version}`)).size === entries.length),
  ),
});

export type HealthReport = v.InferOutput<typeof HealthReportSchema>;
/** The schema reads exactly the contract's report: a drift on either side fails the typecheck. */
export const MATCHES_CONTRACT: [HealthReport, ContractReport] extends [ContractReport, HealthReport] ? true : never =
  true;
export type RemoteHealthEntry = v.InferOutput<typeof RemoteEntrySchema>;

/** The report in a log entry's `info` (a JSON string), or null when it is not one. */
export function parseHealthReport(info: unknown): HealthReport | null {
  if (typeof info !== 'string' || info.length > MAX_REPORT_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(info);
  } catch {
    return null;
  }
  const result = v.safeParse(HealthReportSchema, parsed);
  return result.success ? result.output : null;
}
