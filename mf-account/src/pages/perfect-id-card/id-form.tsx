import { userMessage } from '@rental/shared';
import { fieldRule, FormField } from '@rental/shared/form-field';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Checkbox, DatePicker, Form, Input } from 'antd-mobile';
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
  type IdField,
} from './id-rules';
import { IdUploadTile } from './id-upload-tile';
import { DateValue, type DateField } from './date-value';
import { SubmitButton } from '../../components/submit-button';

const EMPTY: IdDraft = { name: '', idNumber: '', validFrom: '', validTo: '' };

/** Card photos, then the details they gave, for the renter to confirm or correct. */
export function IdForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<IdDraft>();
  const longTerm = Form.useWatch('validTo', form) === LONG_TERM;
  // The photos are upload tiles, not fields of the form: whether one was missing at the last submit.
  const [missing, setMissing] = useState({ front: false, back: false });
  const [formError, setFormError] = useState<string | null>(null);
  const [picking, setPicking] = useState<DateField | null>(null);
  const { run, busy: sending } = useSubmitLock();
  const range = pickerRange(new Date());

  // What OCR read or the picker gave replaces what was there, and with it any message about it.
  const fill = (patch: Partial<IdDraft>) => {
    form.setFields(Object.entries(patch).map(([name, value]) => ({ name, value, errors: [] })));
    setFormError(null);
  };
  const front = useIdSide('front', (read) => {
    fill({ name: read.name, idNumber: read.idNumber });
    setMissing((m) => ({ ...m, front: false }));
  });
  const back = useIdSide('back', (read) => {
    fill({ validFrom: read.validFrom, validTo: read.validTo });
    setMissing((m) => ({ ...m, back: false }));
  });
  // A side still being read would be refused as missing: the action waits for it, saying so.
  const reading = front.state.kind === 'busy' || back.state.kind === 'busy';

  // Each field's rule asks the one check of the whole draft: the end date depends on the start.
  const rule = (field: IdField) =>
    fieldRule((_value: string, current) => {
      const code = validateIdDraft(current.getFieldsValue(true) as IdDraft, toIsoDate(new Date()))[field];
      return code && t(`realName.errors.${code}`);
    });

  const submit = () =>
    run(async () => {
      setMissing({ front: !front.fileId, back: !back.fileId });
      setFormError(null);
      const draft = await form.validateFields().catch(() => null);
      if (!draft || !front.fileId || !back.fileId) return;
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
        if (refused) form.setFields([{ name: refused.field, errors: [t(`realName.errors.${refused.code}`)] }]);
        else setFormError(userMessage(error, t('realName.submitFailed')));
      }
    });

  const alert = (text: string | false | null) =>
    text ? (
      <p role="alert" className="acc-field-error">
        {text}
      </p>
    ) : null;

  return (
    <>
      <section className="acc-card acc-rn-section">
        <h2 className="acc-card-title">{t('realName.photosTitle')}</h2>
        <p className="acc-rn-hint">{t('realName.photosHint')}</p>
        <div className="acc-id-tiles">
          <div style={{ flex: 1, minWidth: 0 }}>
            <IdUploadTile side="front" state={front.state} onPick={front.pick} onRetry={front.retry} />
            {alert(missing.front && t('realName.errors.frontMissing'))}
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <IdUploadTile side="back" state={back.state} onPick={back.pick} onRetry={back.retry} />
            {alert(missing.back && t('realName.errors.backMissing'))}
          </div>
        </div>
      </section>
      <Form
        form={form}
        name="acc-id"
        initialValues={EMPTY}
        onFinish={() => void submit()}
        layout="horizontal"
        className="acc-id-fields"
        mode="card"
      >
        <Form.Header>{t('realName.detailsTitle')}</Form.Header>
        <FormField name="name" label={t('realName.name')} rules={[rule('name')]}>
          <Input aria-label={t('realName.name')} placeholder={t('realName.namePlaceholder')} maxLength={40} />
        </FormField>
        <FormField name="idNumber" label={t('realName.idNumber')} rules={[rule('idNumber')]} checkOnBlur="filled">
          <Input aria-label={t('realName.idNumber')} placeholder={t('realName.idNumberPlaceholder')} maxLength={21} />
        </FormField>
        <FormField
          name="validFrom"
          label={t('realName.validFrom')}
          rules={[rule('validFrom')]}
          onClick={() => setPicking('validFrom')}
          clickable
          arrow
        >
          <DateValue field="validFrom" onOpen={setPicking} />
        </FormField>
        <FormField
          name="validTo"
          label={t('realName.validTo')}
          rules={[rule('validTo')]}
          onClick={() => !longTerm && setPicking('validTo')}
          clickable={!longTerm}
          arrow={!longTerm}
          // Under the date, not beside it: beside, a 375 px screen left the date a few characters'
          // width and it wrapped. Ticking it must not also open the row's picker.
          description={
            <span className="acc-long-term" onClick={(e) => e.stopPropagation()}>
              <Checkbox
                checked={longTerm}
                onChange={(checked) => fill({ validTo: checked ? LONG_TERM : '' })}
                style={{ '--icon-size': '16px', '--font-size': '0.8125rem' }}
              >
                {t('realName.longTerm')}
              </Checkbox>
            </span>
          }
        >
          <DateValue field="validTo" onOpen={setPicking} />
        </FormField>
      </Form>
      <DatePicker
        visible={picking !== null}
        title={picking ? t(`realName.${picking}`) : ''}
        min={range.min}
        max={range.max}
        value={picking ? (fromIsoDate(form.getFieldValue(picking) as string) ?? new Date()) : new Date()}
        confirmText={t('realName.confirm')}
        cancelText={t('realName.cancel')}
        onClose={() => setPicking(null)}
        onConfirm={(date) => {
          if (picking) fill({ [picking]: toIsoDate(date) });
        }}
      />
      {alert(formError)}
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
