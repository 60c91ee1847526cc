import { MOBILE_INPUT_MAX_LENGTH, useNativeAria } from '@rental/shared';
import { Button, Form, Input, Switch, TextArea, type InputRef, type TextAreaRef } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { useAddressForm } from './use-address-form';
import { DETAIL_MAX, NAME_MAX, type AddressField } from '../../lib/address-rules';
import { RegionField } from './region-field';

type FormState = ReturnType<typeof useAddressForm>;

/** Receiver, mobile, region and street, each with its own message right under it. */
export function AddressForm({ form }: { form: FormState }) {
  const { t } = useTranslation('orders');
  const { draft, errors, change, touch } = form;
  const errorId = (field: AddressField) => `ord-address-${field}-error`;
  const aria = (field: AddressField, label: string) => ({
    'aria-label': label,
    'aria-invalid': errors[field] ? 'true' : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const nameRef = useNativeAria<InputRef>(aria('receiverName', t('place.shipTo.receiver')));
  const phoneRef = useNativeAria<InputRef>(aria('receiverPhone', t('place.shipTo.phone')));
  const detailRef = useNativeAria<TextAreaRef>(aria('detail', t('place.shipTo.detail')));
  const fieldError = (field: AddressField) => {
    const code = errors[field];
    return code ? (
      <p id={errorId(field)} role="alert" className="ord-field-error ord-form-error">
        {t(`place.shipTo.errors.${field}.${code}` as 'place.shipTo.errors.region.required')}
      </p>
    ) : null;
  };
  return (
    <>
      <Form layout="horizontal" className="ord-card ord-form">
        <Form.Item label={t('place.shipTo.receiver')}>
          <Input
            ref={nameRef}
            placeholder={t('place.shipTo.receiverPlaceholder')}
            maxLength={NAME_MAX + 10}
            value={draft.receiverName}
            onChange={(v) => change('receiverName', v)}
            onBlur={() => touch('receiverName')}
          />
        </Form.Item>
        {fieldError('receiverName')}
        <Form.Item label={t('place.shipTo.phone')}>
          <Input
            ref={phoneRef}
            type="tel"
            inputMode="numeric"
            placeholder={t('place.shipTo.phonePlaceholder')}
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            value={draft.receiverPhone}
            onChange={(v) => change('receiverPhone', v)}
            onBlur={() => touch('receiverPhone')}
          />
        </Form.Item>
        {fieldError('receiverPhone')}
        <Form.Item label={t('place.shipTo.region')}>
          <RegionField
            value={draft.region}
            onChange={(v) => change('region', v)}
            invalid={!!errors.region}
            describedBy={errors.region ? errorId('region') : undefined}
          />
        </Form.Item>
        {fieldError('region')}
        <Form.Item label={t('place.shipTo.detail')}>
          <TextArea
            ref={detailRef}
            placeholder={t('place.shipTo.detailPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={DETAIL_MAX + 20}
            value={draft.detail}
            onChange={(v) => change('detail', v)}
            onBlur={() => touch('detail')}
          />
        </Form.Item>
        {fieldError('detail')}
        <Form.Item
          label={t('place.shipTo.isDefault')}
          extra={
            <Switch
              aria-label={t('place.shipTo.isDefault')}
              checked={draft.isDefault}
              onChange={(on) => change('isDefault', on)}
            />
          }
        />
      </Form>
      {form.formError && (
        <p role="alert" className="ord-fault">
          {form.formError}
        </p>
      )}
    </>
  );
}

/** The save button of the address form, loading while it saves. */
export function SaveAddressButton({ form }: { form: FormState }) {
  const { t } = useTranslation('orders');
  return (
    <div className="ord-form-actions">
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={form.saving}
        loadingText={t('place.shipTo.saving')}
        onClick={() => void form.save()}
      >
        {t('place.shipTo.save')}
      </Button>
    </div>
  );
}
