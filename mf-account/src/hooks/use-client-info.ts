import { tokenAtom, userInfoAtom, type UserInfo, inPlaceErrors } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useAtom, useAtomValue } from 'jotai';
import { getClientInfo } from '../api/get-client-info';

export interface ClientInfoState {
  loggedIn: boolean;
  /** The stored profile right away, replaced by the server's once it answers. */
  user: UserInfo | null;
  failed: boolean;
  refresh: () => void;
}

/** The renter's profile: shown from storage at once, refreshed from the API on every visit. */
export function useClientInfo(): ClientInfoState {
  const token = useAtomValue(tokenAtom);
  const [user, setUser] = useAtom(userInfoAtom);
  const loggedIn = token !== '';
  const { error, refresh } = useRequest(getClientInfo, {
    ...inPlaceErrors,
    ready: loggedIn,
    refreshDeps: [token],
    onSuccess: (info) => {
      // undefined: a 401 already ended the session and is on its way to login.
      if (info) setUser(info);
    },
  });
  return { loggedIn, user: loggedIn ? user : null, failed: loggedIn && !!error, refresh };
}
