import { useNativeAria, userMessage } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Checkbox, DatePicker, Form, Input, type InputRef } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitRealName } from '../../api/submit-real-name';
import { useIdSide } from './use-id-side';
import { notOnCard } from './id-card-refusal';
import {
  fromIsoDate,
  LONG_TERM,
  normalizeIdNumber,
  pickerRange,
  toIsoDate,
  validateIdDraft,
  type IdDraft,
  type IdError,
  type IdField,
} from './id-rules';
import { IdUploadTile } from './id-upload-tile';
import { SubmitButton } from '../../components/submit-button';

type Errors = Partial<Record<IdField | 'front' | 'back' | 'form', string>>;

/** Card photos, then the details they gave, for the renter to confirm or correct. */
export function IdForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('account');
  const [draft, setDraft] = useState<IdDraft>({ name: '', idNumber: '', validFrom: '', validTo: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [picking, setPicking] = useState<'validFrom' | 'validTo' | null>(null);
  const { run, busy: sending } = useSubmitLock();
  const range = pickerRange(new Date());
  const errorId = (key: keyof Errors) => `acc-id-${key}-error`;
  const fieldAria = (field: 'name' | 'idNumber') => ({
    'aria-invalid': errors[field] ? 'true' : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const nameRef = useNativeAria<InputRef>(fieldAria('name'));
  const idNumberRef = useNativeAria<InputRef>(fieldAria('idNumber'));

  const change = (patch: Partial<IdDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e, form: undefined };
      for (const key of Object.keys(patch) as IdField[]) next[key] = undefined;
      return next;
    });
  };
  const front = useIdSide('front', (read) => {
    change({ name: read.name, idNumber: read.idNumber });
    setErrors((e) => ({ ...e, front: undefined }));
  });
  const back = useIdSide('back', (read) => {
    change({ validFrom: read.validFrom, validTo: read.validTo });
    setErrors((e) => ({ ...e, back: undefined }));
  });

  // A side still being read would be refused as missing: the action waits for it, saying so.
  const reading = front.state.kind === 'busy' || back.state.kind === 'busy';

  const submit = () =>
    run(async () => {
      const found = validateIdDraft(draft, toIsoDate(new Date()));
      const next: Errors = {};
      for (const [field, code] of Object.entries(found) as [IdField, IdError][])
        next[field] = t(`realName.errors.${code}`);
      if (!front.fileId) next.front = t('realName.errors.frontMissing');
      if (!back.fileId) next.back = t('realName.errors.backMissing');
      setErrors(next);
      if (Object.keys(next).length > 0 || !front.fileId || !back.fileId) return;
      try {
        const done = await submitRealName({
          name: draft.name.trim(),
          idNumber: normalizeIdNumber(draft.idNumber),
          validFrom: draft.validFrom,
          validTo: draft.validTo,
          frontFileId: front.fileId,
          backFileId: back.fileId,
        });
        if (done) onSubmitted();
      } catch (error) {
        // What differs from the photographed card is said at its field; what was typed stays.
        const refused = notOnCard(error);
        if (refused) setErrors({ [refused.field]: t(`realName.errors.${refused.code}`) });
        else setErrors({ form: userMessage(error, t('realName.submitFailed')) });
      }
    });

  const alert = (key: keyof Errors) =>
    errors[key] ? (
      <p id={errorId(key)} role="alert" className="acc-field-error">
        {errors[key]}
      </p>
    ) : null;
  const longTerm = draft.validTo === LONG_TERM;
  // The row opens the picker on a tap; the button inside is what keyboards and screen readers reach.
  const dateButton = (field: 'validFrom' | 'validTo') => (
    <button
      type="button"
      className={draft[field] ? 'acc-date-value' : 'acc-date-value acc-date-value--empty'}
      onClick={() => setPicking(field)}
    >
      <span className="rental-sr-only">{t(`realName.${field}`)}: </span>
      {draft[field] || t('realName.datePlaceholder')}
    </button>
  );

  return (
    <>
      <section className="acc-card acc-rn-section">
        <h2 className="acc-card-title">{t('realName.photosTitle')}</h2>
        <p className="acc-rn-hint">{t('realName.photosHint')}</p>
        <div className="acc-id-tiles">
          <div style={{ flex: 1, minWidth: 0 }}>
            <IdUploadTile side="front" state={front.state} onPick={front.pick} onRetry={front.retry} />
            {alert('front')}
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <IdUploadTile side="back" state={back.state} onPick={back.pick} onRetry={back.retry} />
            {alert('back')}
          </div>
        </div>
      </section>
      <Form layout="horizontal" className="acc-id-fields" mode="card">
        <Form.Header>{t('realName.detailsTitle')}</Form.Header>
        <Form.Item label={t('realName.name')}>
          <Input
            ref={nameRef}
            id="acc-id-name"
            aria-label={t('realName.name')}
            placeholder={t('realName.namePlaceholder')}
            maxLength={40}
            value={draft.name}
            onChange={(name) => change({ name })}
          />
        </Form.Item>
        {alert('name')}
        <Form.Item label={t('realName.idNumber')}>
          <Input
            ref={idNumberRef}
            id="acc-id-number"
            aria-label={t('realName.idNumber')}
            placeholder={t('realName.idNumberPlaceholder')}
            maxLength={21}
            value={draft.idNumber}
            onChange={(idNumber) => change({ idNumber })}
            onBlur={() => {
              const found = validateIdDraft(draft, toIsoDate(new Date())).idNumber;
              if (draft.idNumber && found) setErrors((e) => ({ ...e, idNumber: t(`realName.errors.${found}`) }));
            }}
          />
        </Form.Item>
        {alert('idNumber')}
        <Form.Item label={t('realName.validFrom')} onClick={() => setPicking('validFrom')} clickable arrow>
          {dateButton('validFrom')}
        </Form.Item>
        {alert('validFrom')}
        <Form.Item
          label={t('realName.validTo')}
          onClick={() => !longTerm && setPicking('validTo')}
          clickable={!longTerm}
          arrow={!longTerm}
          // Under the date, not beside it: beside, a 375 px screen left the date a few characters'
          // width and it wrapped. Ticking it must not also open the row's picker.
          description={
            <span className="acc-long-term" onClick={(e) => e.stopPropagation()}>
              <Checkbox
                checked={longTerm}
                onChange={(checked) => change({ validTo: checked ? LONG_TERM : '' })}
                style={{ '--icon-size': '16px', '--font-size': '0.8125rem' }}
              >
                {t('realName.longTerm')}
              </Checkbox>
            </span>
          }
        >
          {longTerm ? <span className="acc-date-value">{t('realName.longTerm')}</span> : dateButton('validTo')}
        </Form.Item>
        {alert('validTo')}
      </Form>
      <DatePicker
        visible={picking !== null}
        title={picking ? t(`realName.${picking}`) : ''}
        min={range.min}
        max={range.max}
        value={picking ? (fromIsoDate(draft[picking]) ?? new Date()) : new Date()}
        confirmText={t('realName.confirm')}
        cancelText={t('realName.cancel')}
        onClose={() => setPicking(null)}
        onConfirm={(date) => {
          if (picking) change({ [picking]: toIsoDate(date) });
        }}
      />
      {alert('form')}
      <SubmitButton
        label={t('realName.submit')}
        busyLabel={sending ? t('realName.submitting') : t('realName.reading')}
        busy={sending || reading}
        onSubmit={submit}
      />
      <p className="acc-rn-hint" style={{ marginTop: 12, textAlign: 'center' }}>
        {t('realName.privacy')}
      </p>
    </>
  );
}
