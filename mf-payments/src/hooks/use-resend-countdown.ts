import { useCallback, useEffect, useState } from 'react';
import { readResendAt, saveResendAt, secondsLeft } from '../lib/countdown';

/**
 * Seconds until a new code may be sent for `key`, ticking once a second. The moment is persisted,
 * so a reload shows the same countdown; it is also kept in memory for unusable storage.
 */
export function useResendCountdown(key: string): { seconds: number; start: (seconds: number) => void } {
  const [now, setNow] = useState(() => Date.now());
  const [inMemory, setInMemory] = useState<{ key: string; at: number } | null>(null);
  const stored = key ? readResendAt(key, now) : null;
  const remembered = inMemory?.key === key ? inMemory.at : null;
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
      saveResendAt(key, at, Date.now());
      setInMemory({ key, at });
      setNow(Date.now());
    },
    [key],
  );
  return { seconds, start };
}
