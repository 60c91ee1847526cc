import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared';
import { PATHS } from '../lib/app-links';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Login was tried unticked: say so right here, where the fix is. */
  missing: boolean;
}

export function AgreementCheck({ checked, onChange, missing }: Props) {
  const { t } = useTranslation('account');
  return (
    <div className={missing ? 'acc-agree acc-agree--missing' : 'acc-agree'}>
      <Checkbox
        checked={checked}
        onChange={onChange}
        className="acc-agree-check"
        style={{ '--icon-size': '17px', '--font-size': '0.8125rem', '--gap': '8px' }}
      >
        {t('login.agreePrefix')}
        <Link to={PATHS.userAgreement} className="acc-agree-link">
          {t('login.userAgreement')}
        </Link>
        {t('login.and')}
        <Link to={PATHS.agreements} className="acc-agree-link">
          {t('login.privacyPolicy')}
        </Link>
      </Checkbox>
      {missing && (
        <p role="alert" className="acc-agree-error">
          {t('login.agreeRequired')}
        </p>
      )}
    </div>
  );
}
