import { isLoggedInAtom, safeRedirect, useNavigate } from '@rental/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * Once there is a token (logged in here, or before this page opened) the renter goes back where
 * login was asked for, replacing the login page so "back" does not return to it.
 */
export function useLeaveWhenLoggedIn(redirect: string | undefined): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const target = safeRedirect(redirect);
  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, target, navigate]);
  return loggedIn;
}
