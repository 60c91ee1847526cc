import { useEffect, useRef } from 'react';

/**
 * Back from the verification detour the renter already tapped "Submit": once the page has its
 * address and price, placing goes on by itself (once), straight to the deposit authorization.
 */
export function useResumePlacing(resume: boolean, ready: boolean, submit: () => Promise<void>) {
  const done = useRef(false);
  useEffect(() => {
    if (!resume || !ready || done.current) return;
    done.current = true;
    void submit();
  }, [ready, resume, submit]);
}
