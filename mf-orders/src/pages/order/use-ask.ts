import { useCallback, useRef, useState } from 'react';

/**
 * A question a sheet answers: `ask()` opens it and resolves with the renter's answer, so a flow can
 * `await` a confirmation in the middle (e.g. before the wallet freezes a deposit).
 */
export function useAsk() {
  const [open, setOpen] = useState(false);
  const pending = useRef<((yes: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const answer = useCallback((yes: boolean) => {
    setOpen(false);
    pending.current?.(yes);
    pending.current = null;
  }, []);
  return { open, ask, answer };
}
