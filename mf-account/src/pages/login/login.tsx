import { configAtom, type PageProps, Link, loginRoute } from '@rental/shared';
import { Button } from 'antd-mobile';
import { AlipayCircleFill, CheckCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AgreementCheck } from '../../components/agreement-check';
import { BrandLogo } from '../../components/brand-logo';
import { useLeaveWhenLoggedIn } from '../../hooks/use-leave-when-logged-in';
import { useWalletLogin } from './use-wallet-login';
import { PATHS } from '../../lib/app-links';
import '../../components/page.css';
import '../../components/login.css';

const PERKS = ['login.perkDeposit', 'login.perkInstallments', 'login.perkReturn'] as const;

export default function LoginPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const { title } = useAtomValue(configAtom);
  const leaving = useLeaveWhenLoggedIn(query.redirect);
  const { agreed, setAgreed, agreementMissing, loading, login } = useWalletLogin();
  if (leaving) return null;
  const mobileLogin = query.redirect ? loginRoute(query.redirect, PATHS.mobileLogin) : PATHS.mobileLogin;
  return (
    <div className="acc-page acc-login">
      <div className="acc-login-hero">
        <BrandLogo />
        <h1 className="acc-login-title">{title}</h1>
        <p className="acc-login-tagline">{t('login.tagline')}</p>
        <ul className="acc-login-perks">
          {PERKS.map((key) => (
            <li key={key}>
              <CheckCircleOutline aria-hidden />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      <div className="acc-login-actions">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className="acc-login-wallet"
          loading={loading}
          loadingText={t('login.loggingIn')}
          onClick={() => void login()}
        >
          <span className="acc-login-wallet-label">
            <AlipayCircleFill aria-hidden />
            {t('login.walletButton')}
          </span>
        </Button>
        <AgreementCheck checked={agreed} onChange={setAgreed} missing={agreementMissing} />
      </div>
      <Link to={mobileLogin} className="acc-login-mobile">
        {t('login.mobileLink')}
        <RightOutline aria-hidden />
      </Link>
    </div>
  );
}
