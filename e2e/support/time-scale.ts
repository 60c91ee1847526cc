/**
 * How much longer than usual the suite's waits may take on this machine. A loaded CI machine can run
 * the same steps several times slower; fixed timeouts there fail tests that only ran slowly, and
 * each retry costs the run a second go. `E2E_TIME_SCALE` sets it; otherwise a short CPU loop is
 * timed once (the runner's value reaches its workers through the environment).
 */
const REFERENCE_MS = 60;
const MAX_SCALE = 4;

function loopMs(): number {
  const started = process.hrtime.bigint();
  let sum = 0;
  for (let i = 0; i < 4_000_000; i++) sum = (sum + i * i) % 1_000_003;
  if (sum < 0) throw new Error('unreachable');
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export function timeScale(): number {
  const set = Number(process.env.E2E_TIME_SCALE);
  if (set >= 1) return set;
  const ms = Math.min(loopMs(), loopMs());
  const scale = Math.min(MAX_SCALE, Math.max(1, Math.round((ms / REFERENCE_MS) * 10) / 10));
  process.env.E2E_TIME_SCALE = String(scale);
  if (scale > 1) console.log(`e2e: this machine ran the calibration loop in ${Math.round(ms)} ms; timeouts ×${scale}`);
  return scale;
}

/** A wait or timeout stretched by this machine's scale (the config's own are stretched already). */
export const scaled = (ms: number): number => Math.round(ms * Math.max(1, Number(process.env.E2E_TIME_SCALE) || 1));
