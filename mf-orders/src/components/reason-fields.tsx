import { Selector, TextArea } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonError } from '../lib/reason-rules';
import './reason-form.css';

interface Props {
  options: { value: string; label: string }[];
  choice: string | null;
  note: string;
  error: ReasonError | null;
  max: number;
  /** Accessible names of the two fields. */
  choiceLabel: string;
  noteLabel: string;
  onChoice: (value: string | null) => void;
  onNote: (value: string) => void;
}

/** A reason as chips to pick from, plus the renter's own words; each field's problem right under it. */
export function ReasonFields({ options, choice, note, error, max, choiceLabel, noteLabel, onChoice, onNote }: Props) {
  const { t } = useTranslation('orders');
  const noteId = useId();
  return (
    <>
      <div role="group" aria-label={choiceLabel}>
        <Selector
          columns={2}
          options={options}
          value={choice ? [choice] : []}
          onChange={(values) => onChoice(values[0] ?? null)}
        />
      </div>
      {error === 'choose' && (
        <p className="ord-manage-field-error" role="alert">
          {t('manage.reason.choose')}
        </p>
      )}
      <label className="ord-reason-label" htmlFor={noteId}>
        {noteLabel}
      </label>
      <TextArea
        id={noteId}
        className="ord-reason-note"
        placeholder={choice === 'other' ? t('manage.reason.otherPlaceholder') : t('manage.reason.notePlaceholder')}
        value={note}
        onChange={onNote}
        maxLength={max}
        showCount
        rows={3}
      />
      {(error === 'describe' || error === 'tooLong') && (
        <p className="ord-manage-field-error" role="alert">
          {error === 'describe' ? t('manage.reason.describe') : t('manage.reason.tooLong', { max })}
        </p>
      )}
    </>
  );
}
