import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared';
import { PATHS, withQuery } from '../../lib/app-links';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Submit was tried unticked: say so right here. */
  missing: boolean;
}

/** Consent to the rental and service agreements; the links open them without ticking the box. */
export function Consent({ checked, onChange, missing }: Props) {
  const { t } = useTranslation('orders');
  return (
    <div className={`ord-consent${missing ? ' ord-consent--missing' : ''}`}>
      <Checkbox
        checked={checked}
        onChange={onChange}
        aria-label={`${t('place.consent.label')} ${t('place.consent.rental')} ${t('place.consent.and')} ${t('place.consent.service')}`}
        style={{ '--icon-size': '17px', '--font-size': '0.8125rem', '--gap': '8px' }}
      >
        {t('place.consent.label')}
      </Checkbox>{' '}
      <Link to={withQuery(PATHS.agreement, { type: 'rental' })} className="ord-link">
        {t('place.consent.rental')}
      </Link>{' '}
      {t('place.consent.and')}{' '}
      <Link to={withQuery(PATHS.agreement, { type: 'service' })} className="ord-link">
        {t('place.consent.service')}
      </Link>
      {missing && (
        <p role="alert" className="ord-field-error">
          {t('place.consent.required')}
        </p>
      )}
    </div>
  );
}
