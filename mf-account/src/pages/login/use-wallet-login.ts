import {
  channelCodeAtom,
  getWalletBridge,
  isApiError,
  tokenAtom,
  toast,
  userInfoAtom,
  WalletError,
} from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitWalletLogin } from '../../api/submit-wallet-login';
import { useAgreementAccepted } from '../../state/login-atoms';

const WALLET_MESSAGES = {
  cancelled: 'login.walletCancelled',
  unavailable: 'login.walletUnavailable',
  failed: 'login.walletFailed',
} as const;

export interface WalletLogin {
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
  /** The renter tried to log in without ticking the agreements. */
  agreementMissing: boolean;
  loading: boolean;
  login: () => Promise<void>;
}

/**
 * Wallet login: auth code from the wallet, session from the API, stored in the one store. Where
 * to go next is the page's business (it follows the token).
 */
export function useWalletLogin(): WalletLogin {
  const { t } = useTranslation('account');
  const channelCode = useAtomValue(channelCodeAtom);
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const [agreed, setAgreedValue] = useAgreementAccepted();
  const [agreementMissing, setAgreementMissing] = useState(false);
  // The disabled button is the guard a renter sees; the lock holds before React has re-rendered.
  const { run, busy: loading } = useSubmitLock();

  const setAgreed = (value: boolean) => {
    setAgreedValue(value);
    if (value) setAgreementMissing(false);
  };

  const login = () =>
    run(async () => {
      if (!agreed) {
        setAgreementMissing(true);
        return;
      }
      try {
        const authCode = await getWalletBridge().getAuthCode('auth_user');
        const session = await submitWalletLogin(authCode, channelCode);
        if (!session) return;
        setUser(session.userInfo);
        setToken(session.accessToken);
      } catch (error) {
        // The client has already shown the server's message for an API failure.
        if (isApiError(error)) return;
        toast.error(t(error instanceof WalletError ? WALLET_MESSAGES[error.reason] : 'login.failed'));
      }
    });

  return { agreed, setAgreed, agreementMissing, loading, login };
}
