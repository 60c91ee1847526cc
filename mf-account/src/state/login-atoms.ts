import { atom, useAtom } from 'jotai';

/**
 * The agreements tick, kept in memory for the visit: a renter who opens an agreement from the
 * login page and comes back finds it as they left it. Never persisted: consent is given anew.
 */
export const agreementAcceptedAtom = atom(false);

export function useAgreementAccepted() {
  return useAtom(agreementAcceptedAtom);
}
