import { ConsentCheck } from '@rental/shared/consent-check';
import { useTranslation } from 'react-i18next';
import { PATHS, withQuery } from '../../lib/app-links';

/** The agreements an order is placed under, in the order the consent sentence names them. */
export const AGREEMENTS = [
  { to: withQuery(PATHS.agreement, { type: 'rental' }), title: 'place.consent.rental' },
  { to: withQuery(PATHS.agreement, { type: 'service' }), title: 'place.consent.service' },
] as const;

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Submit was tried unticked: say so right here. */
  missing: boolean;
}

/** Consent to the rental and service agreements, above the submit bar. */
export function Consent({ checked, onChange, missing }: Props) {
  const { t } = useTranslation('orders');
  return (
    <ConsentCheck
      sentence={t('place.consent.sentence')}
      documents={AGREEMENTS.map((agreement) => agreement.to)}
      checked={checked}
      onChange={onChange}
      required={t('place.consent.required')}
      missing={missing}
    />
  );
}
