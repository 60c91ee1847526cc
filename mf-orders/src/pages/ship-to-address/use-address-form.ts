import { userMessage } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAddress } from '../../api/save-address';
import type { Address } from '../../api/types';
import { toAddressFields, type AddressDraft } from '../../lib/address-rules';

/**
 * The add-address form: a field is checked when the renter leaves it and all of them on save;
 * a refusal keeps everything typed and says why. Saving is sent once however often it is tapped.
 */
export function useAddressForm(onSaved: (address: Address) => void) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<AddressDraft>();
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy: saving } = useSubmitLock();

  const save = () =>
    run(async (keep) => {
      // The store has every keystroke, also one React has not drawn yet.
      const draft = await form.validateFields().catch(() => null);
      if (!draft) return;
      try {
        const saved = await saveAddress({ ...toAddressFields(draft), isDefault: draft.isDefault });
        if (saved) {
          // Saved once: the renter is on the way back, a late tap must not save a copy.
          keep();
          onSaved(saved);
        }
      } catch (error) {
        setFormError(userMessage(error, t('place.address.saveFailed')));
      }
    });

  return { form, formError, clearFormError: () => setFormError(null), saving, save };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
