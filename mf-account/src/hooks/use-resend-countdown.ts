import { useCallback, useEffect, useState } from 'react';
import { readResendAt, saveResendAt, secondsLeft } from '../lib/countdown';

/**
 * Seconds until a new code may be sent to `mobile`, ticking once a second. The moment is
 * persisted per number, so a reload (or coming back later) shows the same countdown; it is also
 * kept in memory for browsers whose storage is unusable.
 */
export function useResendCountdown(mobile: string): { seconds: number; start: (seconds: number) => void } {
  const [now, setNow] = useState(() => Date.now());
  const [inMemory, setInMemory] = useState<{ mobile: string; at: number } | null>(null);
  const stored = readResendAt(mobile, now);
  const remembered = inMemory?.mobile === mobile ? inMemory.at : null;
  const seconds = secondsLeft(Math.max(stored ?? 0, remembered ?? 0), now);

  const ticking = seconds > 0;
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  const start = useCallback(
    (wait: number) => {
      const at = Date.now() + wait * 1000;
      saveResendAt(mobile, at, Date.now());
      setInMemory({ mobile, at });
      setNow(Date.now());
    },
    [mobile],
  );
  return { seconds, start };
}
