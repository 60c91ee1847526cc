import { billStoreAtom, clearSession, emptyBillStore, toast } from '@rental/shared';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { agreementAcceptedAtom } from '../../state/login-atoms';

// The dialog (and the animation code under it) comes with the tap, not with the page.
const loadDialog = () => import('antd-mobile/es/components/dialog').then((m) => m.default);

/** Asks first, then forgets the renter: session, profile, pending payment round trip, consent. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation('account');
  const setBillStore = useSetAtom(billStoreAtom);
  const setAgreementAccepted = useSetAtom(agreementAcceptedAtom);
  return async () => {
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      title: t('logout.confirmTitle'),
      content: t('logout.confirmText'),
      confirmText: t('logout.confirm'),
      cancelText: t('logout.cancel'),
    });
    if (!confirmed) return;
    clearSession();
    setBillStore(emptyBillStore);
    setAgreementAccepted(false);
    toast.success(t('logout.done'));
  };
}
