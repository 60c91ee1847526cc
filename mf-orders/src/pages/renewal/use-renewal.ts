import { useSubmitLock } from '@rental/shared/submit-lock';
import { useCallback, useEffect, useState } from 'react';
import { getRenewalQuote, renewOrder } from '../../api/renew-order';
import type { RenewalQuote } from '../../api/renew-types';
import type { OrderDetail } from '../../api/types';

/**
 * The renewal of one order: the quote for the chosen term (asked again when the term changes; an
 * answer for a term no longer chosen is dropped), and the signing, sent once.
 */
export function useRenewal(orderId: number, firstTerm: number) {
  const [term, setTerm] = useState(firstTerm);
  const [answer, setAnswer] = useState<RenewalQuote | null>(null);
  // The quote shown is the chosen term's only: an older term's stays out while the new one loads.
  const quote = answer?.term === term ? answer : null;
  const { run, busy: signing } = useSubmitLock();

  useEffect(() => {
    let live = true;
    void getRenewalQuote(orderId, term).then((q) => live && q && setAnswer(q));
    return () => {
      live = false;
    };
  }, [orderId, term]);

  const sign = useCallback(
    (): Promise<OrderDetail | undefined> =>
      run(async () => {
        if (!quote) return undefined;
        try {
          return await renewOrder(orderId, quote.term, quote.quoteHash);
        } catch {
          // Shown by the client already (a changed price included); the button becomes usable again.
          return undefined;
        }
      }),
    [run, orderId, quote],
  );

  return { term, setTerm, quote, sign, signing };
}
