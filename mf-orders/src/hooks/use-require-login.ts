import { isLoggedInAtom, LOGIN_PATH, useLocation, useNavigate } from '@rental/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { withQuery } from '../lib/app-links';

/** Personal pages: without a session the renter logs in first and comes back to this very route. */
export function useRequireLogin(): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Once: the route this page was opened on is where login comes back to, never the login route.
  const sent = useRef(false);
  useEffect(() => {
    if (loggedIn || sent.current) return;
    sent.current = true;
    void navigate(withQuery(LOGIN_PATH, { redirect: pathname + search }), { replace: true });
  }, [loggedIn, navigate, pathname, search]);
  return loggedIn;
}
