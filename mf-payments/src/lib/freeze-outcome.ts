export type FreezeOutcome = 'success' | 'processing' | 'cancelled' | 'failed';

/** The wallet's freeze answer in words; 8000/6004 mean the wallet itself does not know yet. */
export function freezeOutcome(code: string): FreezeOutcome {
  if (code === '9000') return 'success';
  if (code === '8000' || code === '6004') return 'processing';
  if (code === '6001') return 'cancelled';
  return 'failed';
}
