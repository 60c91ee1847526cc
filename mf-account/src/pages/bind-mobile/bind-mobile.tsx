import { toast, userInfoAtom, useNavigate } from '@rental/shared';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { bindMobile } from '../../api/bind-mobile';
import { SmsCodeForm } from '../../components/sms-code-form';
import { useClientInfo } from '../../hooks/use-client-info';
import { PATHS } from '../../lib/app-links';
import '../../components/page.css';
import './bind-mobile.css';

/** Change phone number: the new number, its code, confirm; mine then shows it (masked). */
export default function BindMobilePage() {
  const { t } = useTranslation('account');
  useClientInfo();
  const [user, setUser] = useAtom(userInfoAtom);
  const navigate = useNavigate();
  const current = user?.mobileMasked ?? '';

  const bind = async (mobile: string, code: string) => {
    const info = await bindMobile(mobile, code);
    if (!info) return;
    setUser(info);
    toast.success(t('bindMobile.done'));
    void navigate(PATHS.mine, { replace: true });
  };

  return (
    <div className="acc-page acc-bind">
      <section className="acc-card acc-bind-current">
        <p className="acc-bind-label">{t('bindMobile.current')}</p>
        <p className="acc-bind-number">{current || t('bindMobile.none')}</p>
        <p className="acc-bind-hint">{t('bindMobile.hint')}</p>
      </section>
      <SmsCodeForm
        mobileLabel={t('bindMobile.newLabel')}
        submitText={t('bindMobile.submit')}
        submittingText={t('bindMobile.submitting')}
        onSubmit={bind}
      />
    </div>
  );
}
