import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { isLoggedInAtom } from '../state/auth-atoms';
import { LOGIN_PATH, loginRoute } from './navigate';
import { useLocation, useNavigate } from './router';

/**
 * Personal pages (`requiresLogin` on their route; the host renders them in a `LoginGate`): without a session the renter is sent (replacing this entry) to login, which
 * brings them back to this very route with its query. Returns whether to render: false means the
 * page renders nothing meanwhile.
 */
export function useRequireLogin(): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Once per page: after the move the location is login's own, which must never become the way back.
  const sent = useRef(false);
  useEffect(() => {
    if (loggedIn || sent.current || pathname.startsWith(LOGIN_PATH)) return;
    sent.current = true;
    void navigate(loginRoute(pathname + search), { replace: true });
  }, [loggedIn, navigate, pathname, search]);
  return loggedIn;
}

/** Renders its children only with a session; without one, sends the renter to login and back. */
export function LoginGate({ children }: { children: ReactNode }) {
  return useRequireLogin() ? children : null;
}
