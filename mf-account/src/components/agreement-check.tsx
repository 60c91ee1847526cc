import { ConsentCheck } from '@rental/shared/consent-check';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../lib/app-links';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Login was tried unticked: say so right here, where the fix is. */
  missing: boolean;
}

/** Logging in agrees to the user agreement and the privacy policy; both login pages ask the same. */
export function AgreementCheck({ checked, onChange, missing }: Props) {
  const { t } = useTranslation('account');
  return (
    <ConsentCheck
      sentence={t('login.agree')}
      documents={[PATHS.userAgreement, PATHS.agreements]}
      checked={checked}
      onChange={onChange}
      required={t('login.agreeRequired')}
      missing={missing}
    />
  );
}
