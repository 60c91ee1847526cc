import { useTranslation } from 'react-i18next';
import { LONG_TERM } from './id-rules';

export type DateField = 'validFrom' | 'validTo';

/**
 * A date row's value. The row opens the picker on a tap; the button inside is what keyboards and
 * screen readers reach. `value` comes from the form's store (FormField).
 */
export function DateValue({
  field,
  value,
  onOpen,
}: {
  field: DateField;
  value?: string;
  onOpen: (field: DateField) => void;
}) {
  const { t } = useTranslation('account');
  if (value === LONG_TERM) return <span className="acc-date-value">{t('realName.longTerm')}</span>;
  return (
    <button
      type="button"
      className={value ? 'acc-date-value' : 'acc-date-value acc-date-value--empty'}
      onClick={() => onOpen(field)}
    >
      <span className="rental-sr-only">{t(`realName.${field}`)}: </span>
      {value || t('realName.datePlaceholder')}
    </button>
  );
}
