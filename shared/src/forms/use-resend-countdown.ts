import { useCallback, useEffect, useState } from 'react';
import { secondsLeft, type ResendTimes } from './resend-times';

/**
 * Seconds until a new code may be sent for `key`, ticking once a second. The moment is persisted
 * (a reload shows the same countdown) and also kept in memory for browsers whose storage is unusable.
 */
export function useResendCountdown(
  times: ResendTimes,
  key: string,
): { seconds: number; start: (seconds: number) => void } {
  const [now, setNow] = useState(() => Date.now());
  const [inMemory, setInMemory] = useState<{ key: string; at: number } | null>(null);
  const stored = key ? times.read(key, now) : null;
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
      times.save(key, at, Date.now());
      setInMemory({ key, at });
      setNow(Date.now());
    },
    [times, key],
  );
  return { seconds, start };
}
