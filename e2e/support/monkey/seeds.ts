import type { MonkeyCase } from './settings';

interface RegressionCase extends MonkeyCase {
  /** What the seed found, and the fix that made it pass. */
  found: string;
}

const usual = { faultRate: 0, lang: 'zh-CN', loggedOut: false } as const;

/**
 * What CI runs: every seed that ever found something, each as far as its finding (a few steps on),
 * with the settings it ran under. A new finding's seed joins the list with its fix.
 */
export const REGRESSION_SEEDS: readonly RegressionCase[] = [
  {
    ...usual,
    seed: 1668501019,
    steps: 200,
    found: "'offline for a moment' on home: a white screen (error pictures that could not download)",
  },
  {
    ...usual,
    seed: 191853747,
    steps: 130,
    found: "step 116, 'offline for a moment' on home: an unhandled rejection of a cancelled useRequest call",
  },
];
