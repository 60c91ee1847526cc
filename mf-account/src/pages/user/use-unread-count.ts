import { inPlaceErrors, tokenAtom, useRefreshOn } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useAtomValue } from 'jotai';
import { getUnreadCount } from '../../api/get-unread-count';

/**
 * How many messages wait unread, for the badge on Mine: null while unknown or signed out (then no
 * badge at all). Asked again when the renter comes back to the page, as reading them happens elsewhere.
 */
export function useUnreadCount(): number | null {
  const token = useAtomValue(tokenAtom);
  const loggedIn = token !== '';
  const { data, refresh } = useRequest(getUnreadCount, { ...inPlaceErrors, ready: loggedIn, refreshDeps: [token] });
  useRefreshOn(() => loggedIn && refresh(), { visible: true });
  return loggedIn ? (data ?? null) : null;
}
