import type { SiteStore } from '../store/site-store';
import { deployOrders, siteWithShell } from './two-sites';

/** The version a judged canary's tests put in the canary, over the live one. */
export const CANARY_VERSION = '1.1.0+b';
export const LIVE_VERSION = '1.0.0+a';

/** mf-orders 1.0.0+a live and 1.1.0+b uploaded, not live; `chunk` writes each version's page chunk. */
export async function ordersWithUpload(
  label: string,
  store: SiteStore,
  chunk?: (version: string) => string,
): Promise<void> {
  await siteWithShell(label, store);
  await deployOrders(store, LIVE_VERSION, { i: 0, ...(chunk ? { chunk: chunk(LIVE_VERSION) } : {}) });
  await deployOrders(store, CANARY_VERSION, { i: 1, live: false, ...(chunk ? { chunk: chunk(CANARY_VERSION) } : {}) });
}

/** A judged canary's whole command line, every flag given, against `health`; `more` goes last. */
export const judgedArgs = (at: string, health: string, ...more: string[]): string[] => [
  'canary',
  'mf-orders',
  '--version',
  CANARY_VERSION,
  '--steps',
  '5,25,50,100',
  '--interval',
  '10m',
  '--max-error-ratio',
  '1.5',
  '--min-sessions',
  '200',
  '--max-lcp-ratio',
  '1.25',
  '--health',
  health,
  '--site',
  at,
  ...more,
];
