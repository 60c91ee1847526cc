import { Link, type RealNameStatus } from '@rental/shared';
import { CheckShieldFill, ExclamationShieldFill, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/app-links';

/** Verified reads as a seal; anything else is a way to finish verification. */
export function RealNameBadge({ status }: { status: RealNameStatus }) {
  const { t } = useTranslation('account');
  const label = t(`mine.realName.${status}`);
  if (status === 'verified') {
    return (
      <span className="acc-real-name acc-real-name--verified">
        <CheckShieldFill aria-hidden />
        {label}
      </span>
    );
  }
  return (
    <Link to={PATHS.realName} className="acc-real-name acc-real-name--pending">
      <ExclamationShieldFill aria-hidden />
      {label}
      <RightOutline aria-hidden className="acc-real-name-arrow" />
    </Link>
  );
}
