import type { Trade, TradeStatus } from '../../api/types';

export type Outcome = 'success' | 'failed' | 'cancelled' | 'processing';

/** Only the server's trade says a payment happened; the wallet's own answer never does. */
export function outcomeOf(status: TradeStatus): Outcome {
  switch (status) {
    case 'SUCCESS':
      return 'success';
    case 'FAILED':
      return 'failed';
    case 'CLOSED':
      return 'cancelled';
    default:
      return 'processing';
  }
}

export const isSettled = (trade: Trade | undefined): boolean =>
  trade !== undefined && trade.status !== 'WAIT' && trade.status !== 'PROCESSING';

/** Status checks of one visit to the result page: 5 × 2 s, then the renter refreshes by hand. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT = 5;

/** A server reason without its closing mark, so the page's own sentence punctuates it once. */
export const bareReason = (reason: string): string => reason.trim().replace(/[\s。．.!！?？;；,，]+$/u, '');
