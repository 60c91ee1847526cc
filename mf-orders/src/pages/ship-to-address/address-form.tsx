import { MOBILE_INPUT_MAX_LENGTH } from '@rental/shared';
import { fieldRule, FormField } from '@rental/shared/form-field';
import { Button, Form, Input, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AddressFormState } from './use-address-form';
import {
  checkField,
  DETAIL_MAX,
  emptyAddress,
  NAME_MAX,
  type AddressDraft,
  type AddressField,
} from '../../lib/address-rules';
import { RegionField } from './region-field';

const EMPTY = emptyAddress();

/** Receiver, mobile, region and street, each with its own message right under it. */
export function AddressForm({ address }: { address: AddressFormState }) {
  const { t } = useTranslation('orders');
  const rule = (field: AddressField) =>
    fieldRule((_value: unknown, current) => {
      const code = checkField(field, current.getFieldsValue(true) as AddressDraft);
      return code && t(`place.shipTo.errors.${field}.${code}` as 'place.shipTo.errors.region.required');
    });
  return (
    <>
      <Form
        form={address.form}
        name="ord-address"
        initialValues={EMPTY}
        onValuesChange={address.clearFormError}
        onFinish={() => void address.save()}
        layout="horizontal"
        className="ord-card ord-form"
      >
        <FormField
          name="receiverName"
          label={t('place.shipTo.receiver')}
          rules={[rule('receiverName')]}
          checkOnBlur="always"
        >
          <Input
            aria-label={t('place.shipTo.receiver')}
            placeholder={t('place.shipTo.receiverPlaceholder')}
            maxLength={NAME_MAX + 10}
          />
        </FormField>
        <FormField
          name="receiverPhone"
          label={t('place.shipTo.phone')}
          rules={[rule('receiverPhone')]}
          checkOnBlur="always"
        >
          <Input
            aria-label={t('place.shipTo.phone')}
            type="tel"
            inputMode="numeric"
            placeholder={t('place.shipTo.phonePlaceholder')}
            maxLength={MOBILE_INPUT_MAX_LENGTH}
          />
        </FormField>
        <FormField name="region" label={t('place.shipTo.region')} rules={[rule('region')]}>
          <RegionField />
        </FormField>
        <FormField name="detail" label={t('place.shipTo.detail')} rules={[rule('detail')]} checkOnBlur="always">
          <TextArea
            placeholder={t('place.shipTo.detailPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={DETAIL_MAX + 20}
          />
        </FormField>
        <Form.Item
          label={t('place.shipTo.isDefault')}
          extra={
            <Form.Item noStyle name="isDefault" valuePropName="checked">
              <Switch aria-label={t('place.shipTo.isDefault')} />
            </Form.Item>
          }
        />
      </Form>
      {address.formError && (
        <p role="alert" className="ord-fault">
          {address.formError}
        </p>
      )}
    </>
  );
}

/** The save button of the address form, loading while it saves. */
export function SaveAddressButton({ address }: { address: AddressFormState }) {
  const { t } = useTranslation('orders');
  return (
    <div className="ord-form-actions">
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={address.saving}
        loadingText={t('place.shipTo.saving')}
        onClick={() => void address.save()}
      >
        {t('place.shipTo.save')}
      </Button>
    </div>
  );
}
