import { isLoggedInAtom, useLocation, useNavigate } from '@rental/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { loginPath } from '../lib/app-links';

/** Personal pages: without a session the renter goes to login and comes back here after. */
export function useRequireLogin(): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!loggedIn) void navigate(loginPath(pathname + search), { replace: true });
  }, [loggedIn, navigate, pathname, search]);
  return loggedIn;
}
