import { isLoggedInAtom, toast, useLocation, useNavigate, loginRoute } from '@rental/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimCoupon } from '../api/claim-coupon';

/**
 * Claiming a coupon: to login first (coming back to `returnTo`), then the call. Whatever the
 * server answers, `onSettled` refreshes the list so a refused claim shows why (claimed, sold out).
 */
export function useClaimCoupon(returnTo: () => string | undefined, onSettled: () => unknown) {
  const { t } = useTranslation('catalog');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [busyId, setBusyId] = useState<number | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const claim = async (couponId: number) => {
    if (!loggedIn) {
      void navigate(loginRoute(returnTo() ?? `${pathname}${search}`), { replace: true });
      return;
    }
    setBusyId(couponId);
    try {
      const claimed = await claimCoupon(couponId);
      if (claimed) toast.success(t('coupon.claimed'));
    } catch {
      // The client has toasted the server's reason.
    } finally {
      setBusyId(null);
      await onSettled();
    }
  };
  return { claim, busyId };
}
