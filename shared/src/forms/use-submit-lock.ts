import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmitLock {
  /** True while an action runs, or after one that kept the lock: the button's loading state. */
  busy: boolean;
  /**
   * Runs `task` unless an action of this lock is running (a second tap, of this button or another
   * of the same form, does nothing and resolves undefined). The lock opens when the task ends, thrown
   * or not, unless the task called `keep()`: the page is being left and a tap that lands before it
   * is gone must do nothing.
   */
  run: <T>(task: (keep: () => void) => Promise<T>) => Promise<T | undefined>;
}

/** One action at a time for a form or a button: the app's one submit-once lock. */
export function useSubmitLock(): SubmitLock {
  const locked = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async <T>(task: (keep: () => void) => Promise<T>): Promise<T | undefined> => {
    if (locked.current) return undefined;
    locked.current = true;
    setBusy(true);
    let kept = false;
    try {
      return await task(() => {
        kept = true;
      });
    } finally {
      if (!kept) {
        locked.current = false;
        if (mounted.current) setBusy(false);
      }
    }
  }, []);
  return { busy, run };
}
