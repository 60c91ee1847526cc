import type { VersionHealth } from './health';

export interface Thresholds {
  /** The canary's error rate may be at most this many times the live one's (or the floor's). */
  maxErrorRatio: number;
  /** Sessions of the canary in the window before anything is judged. */
  minSessions: number;
  /** The canary's LCP p75 may be at most this many times the live one's; null: LCP is not judged. */
  maxLcpRatio: number | null;
}

/** Below this, a live error rate is noise: a live version with no failures must not make one failure fatal. */
export const ERROR_RATE_FLOOR = 0.01;
/** Fewer LCP samples than this on either side and a p75 says little: LCP is not judged. */
export const MIN_LCP_SAMPLES = 10;

export type Judgment =
  { verdict: 'wait'; sessions: number } | { verdict: 'healthy' } | { verdict: 'unhealthy'; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * The canary against live over the same window. Pure: the figures in, a verdict out.
 * `live` is undefined when the live version has no reports in the window (or there is none):
 * the canary is then held to the floor alone and LCP is not judged.
 */
export function judge(canary: VersionHealth | undefined, live: VersionHealth | undefined, t: Thresholds): Judgment {
  const sessions = canary?.sessions ?? 0;
  if (!canary || sessions < t.minSessions) return { verdict: 'wait', sessions };
  const liveRate = live && live.sessions > 0 ? live.errorRate : null;
  const allowed = Math.max(liveRate ?? 0, ERROR_RATE_FLOOR) * t.maxErrorRatio;
  // A hair of tolerance: 0.015 must equal 1.5 × 1 % (in binary floating point 0.01 × 1.5 is not 0.015).
  if (canary.errorRate > allowed + 1e-12) {
    const baseline = liveRate === null ? 'live has no sessions' : `live ${percent(liveRate)}`;
    return {
      verdict: 'unhealthy',
      reason: `error rate ${percent(canary.errorRate)} (${canary.failedSessions} of ${canary.sessions} sessions failed) > ${t.maxErrorRatio} × max(${baseline}, floor ${percent(ERROR_RATE_FLOOR)}) = ${percent(allowed)}`,
    };
  }
  if (
    t.maxLcpRatio !== null &&
    live &&
    canary.lcpP75Ms !== null &&
    live.lcpP75Ms !== null &&
    canary.lcpSamples >= MIN_LCP_SAMPLES &&
    live.lcpSamples >= MIN_LCP_SAMPLES &&
    canary.lcpP75Ms > live.lcpP75Ms * t.maxLcpRatio + 1e-9
  ) {
    return {
      verdict: 'unhealthy',
      reason: `LCP p75 ${Math.round(canary.lcpP75Ms)} ms (${canary.lcpSamples} samples) > ${t.maxLcpRatio} × live ${Math.round(live.lcpP75Ms)} ms (${live.lcpSamples} samples) = ${Math.round(live.lcpP75Ms * t.maxLcpRatio)} ms`,
    };
  }
  return { verdict: 'healthy' };
}
