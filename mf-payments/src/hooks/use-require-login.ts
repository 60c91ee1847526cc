import { isLoggedInAtom, useLocation, useNavigate } from '@rental/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { PATHS, withQuery } from '../lib/app-links';

/** Payment pages are personal: without a session the renter logs in and comes back here. */
export function useRequireLogin(): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!loggedIn) void navigate(withQuery(PATHS.login, { redirect: pathname + search }), { replace: true });
  }, [loggedIn, navigate, pathname, search]);
  return loggedIn;
}
