import { toast } from '@rental/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';

interface Props {
  value: string;
  /** What the value is, for the button's accessible name. */
  label: string;
  /** How the value is shown, when not as plain text. */
  children?: ReactNode;
}

/** A value with a "copy" button beside it; a toast says whether it worked. */
export function CopyValue({ value, label, children }: Props) {
  const { t } = useTranslation('orders');
  const copy = async () => {
    if (await copyText(value)) toast.success(t('manage.copy.done'));
    else toast.error(t('manage.copy.failed'));
  };
  return (
    <span className="ord-copy">
      {children ?? <span>{value}</span>}{' '}
      <button
        type="button"
        className="ord-link-button"
        aria-label={t('manage.copy.label', { what: label })}
        onClick={() => void copy()}
      >
        {t('manage.copy.button')}
      </button>
    </span>
  );
}
