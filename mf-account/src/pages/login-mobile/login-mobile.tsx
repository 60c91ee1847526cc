import { channelCodeAtom, tokenAtom, userInfoAtom, type PageProps } from '@rental/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitMobileLogin } from '../../api/submit-mobile-login';
import { AgreementCheck } from '../../components/agreement-check';
import { BrandLogo } from '../../components/brand-logo';
import { SmsCodeForm } from '../../components/sms-code-form';
import { useLeaveWhenLoggedIn } from '../../hooks/use-leave-when-logged-in';
import { useAgreementAccepted } from '../../state/login-atoms';
import '../../components/page.css';
import '../../components/login.css';
import './login-mobile.css';

/** Mobile + SMS code login; afterwards back to where login was asked for. */
export default function MobileLoginPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const channelCode = useAtomValue(channelCodeAtom);
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const [agreed, setAgreed] = useAgreementAccepted();
  const [agreementMissing, setAgreementMissing] = useState(false);
  const leaving = useLeaveWhenLoggedIn(query.redirect);
  if (leaving) return null;

  const login = async (mobile: string, code: string) => {
    if (!agreed) {
      setAgreementMissing(true);
      return;
    }
    const session = await submitMobileLogin(mobile, code, channelCode);
    if (!session) return;
    setUser(session.userInfo);
    setToken(session.accessToken);
  };

  return (
    <div className="acc-page acc-mobile-login">
      <div className="acc-mobile-login-head">
        <BrandLogo size={56} />
        <h1 className="acc-mobile-login-title">{t('mobileLogin.heading')}</h1>
        <p className="acc-mobile-login-hint">{t('mobileLogin.hint')}</p>
      </div>
      <SmsCodeForm
        mobileLabel={t('sms.mobileLabel')}
        restoreMobile
        submitText={t('mobileLogin.submit')}
        submittingText={t('login.loggingIn')}
        onSubmit={login}
        footer={
          <AgreementCheck
            checked={agreed}
            onChange={(value) => {
              setAgreed(value);
              if (value) setAgreementMissing(false);
            }}
            missing={agreementMissing}
          />
        }
      />
    </div>
  );
}
